import { ArchiveRestore } from "lucide-react";
import { Button } from "@/components/ui/button";
import { notify } from "@/lib/notifications";
import { useRestoreCard } from "../api/restore-card";

/** Restores a deleted card from a list, confirming with a toast. */
export function RestoreButton({ cardId, title }: { cardId: string; title: string }) {
  const restore = useRestoreCard();
  // mutateAsync, not mutate callbacks: the list refreshes on success and this tile disappears
  // with it, which would silently drop a per-call onSuccess.
  const handleRestore = async () => {
    try {
      await restore.mutateAsync(cardId);
    } catch {
      return; // the API client has already shown the error
    }
    notify({
      type: "success",
      title: "Card restored",
      message: `“${title.trim() || "Untitled card"}” is back with your cards.`,
    });
  };
  return (
    <Button
      size="sm"
      variant="outline"
      isLoading={restore.isPending}
      onClick={handleRestore}
      aria-label={`Restore ${title.trim() || "untitled card"}`}
    >
      <ArchiveRestore aria-hidden />
      Restore
    </Button>
  );
}
