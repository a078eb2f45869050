import { useLocation, useParams } from "react-router";
import { NotFoundView } from "@/components/errors/not-found-view";
import { ContentProse } from "@/components/prose/content-prose";
import { findNavGroup } from "@/config/explore-groups";
import { footerLinks } from "@/config/navigation";
import { useCmsPageBySlug } from "@/features/cms";
import { isApiError } from "@/lib/api-client";
import { ContentPageLayout } from "../components/content-page-layout";
import { ContentPageSkeleton } from "../components/content-page-skeleton";

/** Finds the sidebar section of a content path: its mega-menu group, or the legal links. */
function findSection(path: string) {
  const group = findNavGroup(path);
  if (group) return { title: group.title, links: group.links };
  if (footerLinks.legal.some((link) => link.to === path)) return { title: "Legal", links: footerLinks.legal };
  return undefined;
}

/** The page slug of a content path: the `:slug` of the catch-all, else the last path segment. */
export function slugOfPath(pathname: string, param?: string): string {
  return (param ?? pathname.replace(/\/+$/, "").split("/").at(-1) ?? "").toLowerCase();
}

/**
 * Route module for every content page of spec §2, `/explore/*` children and the catch-all `/{slug}`:
 * the active CMS page at the slug, or the not-found page.
 */
export function Component() {
  const { pathname } = useLocation();
  const slug = slugOfPath(pathname, useParams().slug);
  const { data: page, error, isPending } = useCmsPageBySlug(slug);

  if (isPending) return <ContentPageSkeleton />;
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return <NotFoundView />;
  if (error) throw error;

  const path = `/${slug}`;
  return (
    <ContentPageLayout
      key={path}
      title={page.title}
      lead={page.summary}
      path={path}
      section={findSection(path)}
    >
      <title>{`${page.title} · KEEN Cards`}</title>
      <ContentProse html={page.contentHtml} />
    </ContentPageLayout>
  );
}
