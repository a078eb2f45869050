import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { DocumentTitle } from "@/components/layout/document-title";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { megaMenuGroups } from "@/config/explore-groups";
import { ExploreGroupCard } from "../components/explore-group-card";

const keenSiteLinks = [
  { label: "Entrepreneurial mindset", to: "/explore/entrepreneurial-mindset" },
  { label: "Resources", to: "/explore/resources" },
  { label: "KEEN", to: "/explore/keen" },
  { label: "Faculty development", to: "/explore/faculty-development" },
];

/** Route module for `/explore`: every Explore group of the mega-menu as a page of link cards. */
export function Component() {
  return (
    <PageContainer>
      <DocumentTitle title="Explore" />
      <PageHeader
        eyebrow="Explore"
        title="Find your way around the community"
        description="Learn about the entrepreneurial mindset, meet the network and its programs, and find ways to take part."
      />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {megaMenuGroups.map((group) => (
          <li key={group.id}>
            <ExploreGroupCard group={group} />
          </li>
        ))}
      </ul>
      <section aria-labelledby="keen-site-title" className="mt-14 border-t border-slate-200 pt-8">
        <h2
          id="keen-site-title"
          className="font-sans text-sm font-semibold tracking-wider text-slate-500 uppercase"
        >
          More on the KEEN website
        </h2>
        <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-3">
          {keenSiteLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
              >
                {link.label} <ArrowUpRight className="size-4" aria-hidden />
                <span className="sr-only"> (external site)</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </PageContainer>
  );
}
