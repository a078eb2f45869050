import { useLocation } from "react-router";
import { NotFoundView } from "@/components/errors/not-found-view";
import { findNavGroup, footerLinks } from "@/config/navigation";
import { ContentPageLayout } from "../components/content-page-layout";
import { findContentPage } from "../data/content-pages";

/** Finds the sidebar section of a content path: its mega-menu group, or the legal links. */
function findSection(path: string) {
  const group = findNavGroup(path);
  if (group) return { title: group.title, links: group.links };
  if (footerLinks.legal.some((link) => link.to === path)) return { title: "Legal", links: footerLinks.legal };
  return undefined;
}

/** Route module for every informational page of spec §2; the copy is chosen by the path. */
export function Component() {
  const { pathname } = useLocation();
  const page = findContentPage(pathname);
  if (!page) return <NotFoundView />;
  const path = `/${pathname.replace(/^\/+|\/+$/g, "").replace(/^explore\//, "")}`;
  return <ContentPageLayout key={path} page={page} path={path} section={findSection(path)} />;
}
