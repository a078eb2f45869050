import { useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/lib/notifications";
import { useDeleteInstitution } from "../api/delete-institution";

type DeleteInstitutionDialogProps = {
  institution: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Asks before deleting an institution, then deletes it and returns to the list. */
export function DeleteInstitutionDialog({ institution, open, onOpenChange }: DeleteInstitutionDialogProps) {
  const remove = useDeleteInstitution();
  const navigate = useNavigate();
  const handleConfirm = async () => {
    try {
      await remove.mutateAsync(institution.id);
      notify({
        type: "success",
        title: "Institution deleted",
        message: `${institution.name} is no longer listed.`,
      });
      await navigate("/admin/institutions", { replace: true });
    } catch {
      onOpenChange(false); // the API client has already shown the failure as a toast
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${institution.name}?`}
      description="Its page, logo, featured cards and people lists are removed. Members who chose it keep their profiles but lose the link. This cannot be undone."
      confirmLabel="Delete institution"
      isDestructive
      isPending={remove.isPending}
      onConfirm={() => void handleConfirm()}
    />
  );
}
