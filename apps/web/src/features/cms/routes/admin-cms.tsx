import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { CmsPageEditorSkeleton } from "../components/cms-page-editor-skeleton";
import { CmsPageList } from "../components/cms-page-list";
import { NewPageButton } from "../components/new-page-button";

// The editor (TipTap, the page form and its preview) loads when a page is opened, not with the list.
const CmsPageEditor = lazy(() =>
  import("../components/cms-page-editor").then(({ CmsPageEditor }) => ({ default: CmsPageEditor })),
);

/**
 * Route module for `/admin/cms`: the list of pages; `?page=new` opens the editor for a new page and
 * `?page={id}` for an existing one (so each editor has its own address and Back works).
 */
export function Component() {
  const [params] = useSearchParams();
  const pageParam = params.get("page");

  return (
    <PageContainer>
      <title>CMS pages · Admin · KEEN Cards</title>
      {pageParam ? (
        <Suspense fallback={<CmsPageEditorSkeleton />}>
          <CmsPageEditor id={pageParam === "new" ? undefined : pageParam} />
        </Suspense>
      ) : (
        <>
          <PageHeader
            breadcrumbs={[{ label: "Admin Portal", to: "/admin" }, { label: "CMS pages" }]}
            title="CMS pages"
            description="The site's content pages. Active pages are public at their address; inactive ones show the not-found page."
            actions={<NewPageButton />}
          />
          <CmsPageList />
        </>
      )}
    </PageContainer>
  );
}
