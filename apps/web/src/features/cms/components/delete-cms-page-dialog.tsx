import type { CmsPageListItem } from "@keen/contracts";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { findNavGroup } from "@/config/explore-groups";
import { footerLinks } from "@/config/navigation";
import { notify } from "@/lib/notifications";
import { useDeleteCmsPage } from "../api/delete-cms-page";

type DeleteCmsPageDialogProps = {
  page: Pick<CmsPageListItem, "id" | "title" | "slug"> | undefined;
  onClose: () => void;
  onDeleted?: () => void;
};

/** Asks before deleting a page, then deletes it and says so. */
export function DeleteCmsPageDialog({ page, onClose, onDeleted }: DeleteCmsPageDialogProps) {
  const remove = useDeleteCmsPage();
  const path = `/${page?.slug ?? ""}`;
  const isInMenus = !!findNavGroup(path) || footerLinks.legal.some((link) => link.to === path);
  const handleConfirm = async () => {
    if (!page) return;
    try {
      await remove.mutateAsync(page.id);
      notify({ type: "success", title: "Page deleted", message: `/${page.slug} no longer exists.` });
      onDeleted?.();
    } catch {
      // The API client has already shown the failure as a toast.
    } finally {
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open={!!page}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Delete “${page?.title ?? ""}”?`}
      description={
        <p>
          The page at <span className="font-mono">/{page?.slug}</span> disappears from the site at once, and
          its content cannot be recovered. To hide it for a while instead, make it inactive.
          {isInMenus
            ? " The site’s menus link to this address, so those links will show the not-found page."
            : ""}
        </p>
      }
      confirmLabel="Delete page"
      isDestructive
      isPending={remove.isPending}
      onConfirm={() => void handleConfirm()}
    />
  );
}
