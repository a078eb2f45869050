import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Card } from "@/components/ui/card";
import { adminSections } from "../components/admin-sections";

/** Route module for `/admin`: the Admin Portal with its sections. */
export function Component() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Administration"
        title="Admin Portal"
        description="Manage the site's pages, institutions and the KEEN partners page."
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {adminSections.map((section) => (
          <li key={section.to}>
            <Card className="group relative h-full p-6 transition-shadow focus-within:shadow-(--shadow-pop) hover:shadow-(--shadow-pop)">
              <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <section.icon className="size-5" aria-hidden />
              </span>
              <h2 className="mt-4 text-xl font-semibold">
                <Link to={section.to} className="after:absolute after:inset-0 focus-visible:outline-none">
                  {section.title}
                </Link>
              </h2>
              <p className="mt-2 text-sm leading-6 text-slate-600">{section.description}</p>
              <span
                aria-hidden
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
              >
                Open <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Card>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
