import { ArrowRight, PenLine } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs, type Crumb } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { NavLink } from "@/config/navigation";
import type { ContentPage } from "../data/content-pages";
import { FaqList } from "./faq-list";
import { SectionLinks } from "./section-links";

type ContentPageLayoutProps = {
  page: ContentPage;
  path: string;
  section?: { title: string; links: NavLink[] };
};

/** Layout of an informational page: title band, readable body, and a sidebar of sibling pages. */
export function ContentPageLayout({ page, path, section }: ContentPageLayoutProps) {
  const crumbs: Crumb[] = [{ label: "Home", to: "/" }];
  if (section) crumbs.push({ label: section.title });
  crumbs.push({ label: page.title });

  return (
    <article>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6 sm:pt-10 sm:pb-16">
          <Breadcrumbs items={crumbs} />
          {section ? (
            <p className="mt-8 text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {section.title}
            </p>
          ) : null}
          <h1 className="mt-2 max-w-3xl text-4xl font-semibold text-balance sm:text-5xl">{page.title}</h1>
          <p className="mt-4 max-w-2xl text-xl leading-8 text-pretty text-slate-600">{page.lead}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="max-w-2xl">
          {page.body.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mb-6 text-lg leading-8 text-slate-700">
              {paragraph}
            </p>
          ))}
          {page.questions ? <FaqList questions={page.questions} /> : null}
          {page.action ? (
            <Button asChild size="lg" className="mt-4">
              <Link to={page.action.to}>
                {page.action.label}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          ) : null}
        </div>
        <aside className="space-y-5" aria-label="Related">
          {section ? <SectionLinks title={section.title} links={section.links} currentPath={path} /> : null}
          <Card className="bg-brand-950 p-5 text-white">
            <PenLine className="size-5 text-brand-300" aria-hidden />
            <h2 className="mt-3 text-lg font-semibold text-white">Share what works</h2>
            <p className="mt-1.5 text-sm leading-6 text-brand-100">
              Turn an activity your students loved into a card colleagues can adapt.
            </p>
            <Link
              to="/card/create"
              className="mt-4 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-white underline-offset-4 hover:underline"
            >
              Create a card <ArrowRight className="size-4" aria-hidden />
            </Link>
          </Card>
        </aside>
      </div>
    </article>
  );
}
