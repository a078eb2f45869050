import type { CardDetail } from "@keen/contracts";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { useCardActions } from "../hooks/use-card-actions";

type Actions = ReturnType<typeof useCardActions>;

/** The confirmation dialogs of the lifecycle actions that hide, remove or discard something. */
export function ActionConfirmations({ card, actions }: { card: CardDetail; actions: Actions }) {
  const close = (open: boolean) => !open && actions.setConfirm(null);
  const run = () => void actions.handleConfirmed();
  return (
    <>
      <ConfirmDialog
        open={actions.confirm === "sync"}
        onOpenChange={close}
        title="Discard your draft changes?"
        description={
          <p>
            The draft goes back to published version {card.latestVersionNumber}. Every change made since it
            was published — by you or your co-authors — is discarded. This can't be undone.
          </p>
        }
        confirmLabel="Discard draft changes"
        isDestructive
        isPending={actions.isConfirming}
        onConfirm={run}
      />
      <ConfirmDialog
        open={actions.confirm === "unpublish"}
        onOpenChange={close}
        title="Unpublish this card?"
        description={
          <p>
            Members will no longer find or open it. The draft and its versions are kept; you can publish
            again.
          </p>
        }
        confirmLabel="Unpublish"
        isPending={actions.isConfirming}
        onConfirm={run}
      />
      <ConfirmDialog
        open={actions.confirm === "delete"}
        onOpenChange={close}
        title="Delete this card?"
        description={
          <p>
            It disappears for everyone, including co-authors. You can restore it later from the Deleted tab of
            My cards.
          </p>
        }
        confirmLabel="Delete card"
        isDestructive
        isPending={actions.isConfirming}
        onConfirm={run}
      />
    </>
  );
}
