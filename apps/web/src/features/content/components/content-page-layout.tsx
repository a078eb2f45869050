import { ArrowRight, PenLine } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Breadcrumbs, type Crumb } from "@/components/layout/page";
import { Card } from "@/components/ui/card";
import type { NavLink } from "@/config/navigation";
import { SectionLinks } from "./section-links";

type ContentPageLayoutProps = {
  title: string;
  /** One sentence under the title. */
  lead?: string | null;
  /** The page's path, to mark it in the sidebar. */
  path: string;
  section?: { title: string; links: NavLink[] };
  children: ReactNode;
  /** Full-width content under the body and sidebar (e.g. a grid of partners). */
  after?: ReactNode;
};

/** Layout of an informational page: title band, readable body, and a sidebar of sibling pages. */
export function ContentPageLayout({ title, lead, path, section, children, after }: ContentPageLayoutProps) {
  const crumbs: Crumb[] = [{ label: "Home", to: "/" }];
  if (section) crumbs.push({ label: section.title });
  crumbs.push({ label: title });

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
          <h1
            className={`${section ? "mt-2" : "mt-8"} max-w-3xl text-4xl font-semibold text-balance sm:text-5xl`}
          >
            {title}
          </h1>
          {lead ? (
            <p className="mt-4 max-w-2xl text-xl leading-8 text-pretty text-slate-600">{lead}</p>
          ) : null}
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 max-w-2xl">{children}</div>
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
      {after ? <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">{after}</div> : null}
    </article>
  );
}
