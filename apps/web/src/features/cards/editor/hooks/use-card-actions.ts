import { useState } from "react";
import { useNavigate } from "react-router";
import { useDeleteCard } from "@/features/cards/api/delete-card";
import { getCard } from "@/features/cards/api/get-card";
import { usePublishCard } from "@/features/cards/api/publish-card";
import { useRestoreCard } from "@/features/cards/api/restore-card";
import { useSyncLatestVersion } from "@/features/cards/api/sync-latest-version";
import { useUnpublishCard } from "@/features/cards/api/unpublish-card";
import { isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import type { EditorDraftStore } from "../lib/editor-draft-store";
import { clearLocalDraft } from "../lib/local-draft";
import { type MissingField, missingForPublish, missingFromIssues } from "../lib/publish-check";

export type ConfirmKind = "unpublish" | "delete" | "sync";

/**
 * The lifecycle actions of the editor's bar: publish (saving first and checking required fields),
 * unpublish, delete, restore and discarding the draft's changes, each ending in a toast.
 */
export function useCardActions(store: EditorDraftStore) {
  const id = store.cardId;
  const navigate = useNavigate();
  const publish = usePublishCard();
  const unpublish = useUnpublishCard();
  const remove = useDeleteCard();
  const restore = useRestoreCard();
  const sync = useSyncLatestVersion();
  const [missing, setMissing] = useState<MissingField[]>([]);
  const [confirm, setConfirm] = useState<ConfirmKind | null>(null);

  async function handlePublish() {
    const isSaved = await store.saveNow();
    const needed = missingForPublish(store.getSnapshot().local);
    if (needed.length) return setMissing(needed);
    if (!isSaved) {
      notify({
        type: "warning",
        title: "Not published yet",
        message: "Some changes aren't saved. Resolve the message at the top of the editor, then publish.",
      });
      return;
    }
    try {
      const card = await publish.mutateAsync(id);
      const version = card?.versionNumber ? `Version ${card.versionNumber} is` : "It is";
      notify({
        type: "success",
        title: "Card published",
        message: `${version} now visible to every member.`,
      });
    } catch (error) {
      if (isApiError(error, "validation_error")) {
        const fromServer = missingFromIssues(error.details);
        if (fromServer.length) setMissing(fromServer);
        else notify({ type: "error", title: "Not published", message: error.message });
      }
    }
  }

  async function handleConfirmed() {
    const kind = confirm;
    try {
      if (kind === "unpublish") {
        await unpublish.mutateAsync(id);
        notify({
          type: "success",
          title: "Card unpublished",
          message: "Readers no longer see it. Your draft is kept.",
        });
      } else if (kind === "delete") {
        await store.saveNow();
        await remove.mutateAsync(id);
        notify({ type: "success", title: "Card deleted", message: "You can restore it from My cards." });
        void navigate("/card/my-cards?status=deleted");
      } else if (kind === "sync") {
        const card = (await sync.mutateAsync(id)) ?? (await getCard(id, "draft"));
        clearLocalDraft(id);
        store.reset(card);
        notify({
          type: "success",
          title: "Draft changes discarded",
          message: "The draft matches the published version again.",
        });
      }
    } finally {
      setConfirm(null);
    }
  }

  async function handleRestore() {
    await restore.mutateAsync(id);
    notify({
      type: "success",
      title: "Card restored",
      message: "It is back where it was before you deleted it.",
    });
  }

  return {
    missing,
    clearMissing: () => setMissing([]),
    confirm,
    setConfirm,
    handlePublish,
    handleConfirmed,
    handleRestore,
    isPublishing: publish.isPending,
    isRestoring: restore.isPending,
    isConfirming: unpublish.isPending || remove.isPending || sync.isPending,
  };
}
