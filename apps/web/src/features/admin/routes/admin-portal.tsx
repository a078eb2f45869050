import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Card } from "@/components/ui/card";
import { useAdminOverview } from "../api/get-admin-overview";
import { adminSections } from "../components/admin-sections";
import { OverviewTiles } from "../components/overview-tiles";

/** Route module for `/admin`: the Admin Portal: site counts, then the admin tools. */
export function Component() {
  const { data: overview, isError } = useAdminOverview();
  return (
    <PageContainer>
      <title>Admin Portal · KEEN Cards</title>
      <PageHeader
        eyebrow="Administration"
        title="Admin Portal"
        description="Manage the site's pages, institutions and the KEEN partners page."
      />
      {isError ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-600">
          The site counts could not be loaded just now. The tools below still work.
        </p>
      ) : (
        <OverviewTiles overview={overview} />
      )}
      <h2 className="mt-14 font-sans text-sm font-semibold tracking-wider text-slate-500 uppercase">Tools</h2>
      <ul className="mt-4 grid gap-5 md:grid-cols-3">
        {adminSections.map((section) => (
          <li key={section.to}>
            <Card className="group relative h-full p-6 transition-shadow focus-within:shadow-(--shadow-pop) hover:shadow-(--shadow-pop)">
              <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <section.icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 text-xl font-semibold">
                <Link to={section.to} className="after:absolute after:inset-0 focus-visible:outline-none">
                  {section.title}
                </Link>
              </h3>
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
