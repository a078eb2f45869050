import { FileQuestion } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { EditPageActions } from "@/components/layout/edit-page-actions";
import { PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useCmsPage } from "../api/get-cms-page";
import { useCmsPageImages } from "../api/get-cms-page-images";
import { CmsPageEditorSkeleton } from "./cms-page-editor-skeleton";
import { CmsPageForm } from "./cms-page-form";
import { DeleteCmsPageDialog } from "./delete-cms-page-dialog";

const trail = [
  { label: "Admin Portal", to: "/admin" },
  { label: "CMS pages", to: "/admin/cms" },
];

/** Creates a page (`id` undefined) or edits one: loads it, then shows the form with its preview. */
export function CmsPageEditor({ id }: { id: string | undefined }) {
  const navigate = useNavigate();
  const { data: page, isPending, error } = useCmsPage(id);
  // The editor shows the page's images through their signed URLs: have them before it starts.
  const images = useCmsPageImages(id);
  const [isDeleting, setDeleting] = useState(false);

  if (id && (isPending || images.isPending)) {
    return <CmsPageEditorSkeleton />;
  }
  if (id && (error || !page)) {
    return (
      <EmptyState
        icon={FileQuestion}
        title="This page does not exist"
        description="It may have been deleted. Choose another page from the list."
        actions={
          <Button asChild>
            <Link to="/admin/cms">Back to pages</Link>
          </Button>
        }
      />
    );
  }

  return (
    <>
      <PageHeader
        breadcrumbs={[...trail, { label: page?.title ?? "New page" }]}
        title={page ? `Edit “${page.title}”` : "New page"}
        description={
          page ? undefined : "Write the page, check the preview, and make it active when it is ready."
        }
        actions={
          page ? (
            <EditPageActions
              viewTo={page.isActive ? `/${page.slug}` : undefined}
              onDelete={() => setDeleting(true)}
            />
          ) : undefined
        }
      />
      <CmsPageForm
        key={page?.id ?? "new"}
        page={page}
        onSaved={(saved) => {
          if (!page) void navigate(`/admin/cms?page=${saved.id}`, { replace: true });
        }}
      />
      <DeleteCmsPageDialog
        page={isDeleting ? page : undefined}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate("/admin/cms")}
      />
    </>
  );
}
