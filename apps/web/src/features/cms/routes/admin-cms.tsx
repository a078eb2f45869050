import { Plus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { CmsPageEditor } from "../components/cms-page-editor";
import { CmsPageList } from "../components/cms-page-list";

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
        <CmsPageEditor id={pageParam === "new" ? undefined : pageParam} />
      ) : (
        <>
          <PageHeader
            breadcrumbs={[{ label: "Admin Portal", to: "/admin" }, { label: "CMS pages" }]}
            title="CMS pages"
            description="The site's content pages. Active pages are public at their address; inactive ones show the not-found page."
            actions={
              <Button asChild>
                <Link to="/admin/cms?page=new">
                  <Plus aria-hidden />
                  New page
                </Link>
              </Button>
            }
          />
          <CmsPageList />
        </>
      )}
    </PageContainer>
  );
}
