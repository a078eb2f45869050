import type { CardDetail } from "@keen/contracts";
import { Check, Eye, RotateCcw, Upload } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useHasOpened } from "@/components/ui/deferred-dialog-content";
import { LoadOnUse } from "@/components/ui/load-on-use";
import { onDemand } from "@/lib/on-demand";
import { useCardActions } from "../hooks/use-card-actions";
import type { EditorDraftStore } from "../lib/editor-draft-store";
import type { CardActionsMenuProps } from "./card-actions-menu";
import { MoreActionsButton } from "./more-actions-button";

const ActionConfirmations = lazy(() =>
  import("./action-confirmations").then((module) => ({ default: module.ActionConfirmations })),
);
const PublishChecklist = lazy(() =>
  import("./publish-checklist").then((module) => ({ default: module.PublishChecklist })),
);
const cardActionsMenu = onDemand(() =>
  import("./card-actions-menu").then((module) => module.CardActionsMenu),
);

/** The "More actions" button; its menu's code loads on first use and opens with the first press. */
function MoreActions(props: CardActionsMenuProps) {
  return (
    <LoadOnUse
      part={cardActionsMenu}
      popup="menu"
      placeholder={(trigger) => <MoreActionsButton {...trigger} />}
    >
      {(CardActionsMenu, openAsked) => <CardActionsMenu {...props} defaultOpen={openAsked} />}
    </LoadOnUse>
  );
}

/** Preview, Publish and the other lifecycle actions the server's `abilities` allow. */
export function CardActions({
  card,
  store,
  isSaved,
}: {
  card: CardDetail;
  store: EditorDraftStore;
  isSaved: boolean;
}) {
  const actions = useCardActions(store);
  const { abilities } = card;
  const isPublished = card.status === "published";
  const canPublish = abilities.publish && !card.isDeleted;
  const canSync = abilities.edit && card.latestVersionNumber !== null && card.hasUnpublishedChanges;
  const canUnpublish = abilities.unpublish && isPublished && !card.isDeleted;
  const canDelete = abilities.delete && !card.isDeleted;
  const hasMenu = canSync || canUnpublish || canDelete;
  // Nothing to publish: the published version already is the draft.
  const isUpToDate = isPublished && !card.hasUnpublishedChanges && isSaved;
  // The dialogs' code loads the first time one opens, and stays for its closing animation.
  const hasMissed = useHasOpened(actions.missing.length > 0);
  const hasConfirmed = useHasOpened(actions.confirm !== null);

  return (
    <div className="flex shrink-0 items-center gap-2">
      {card.isDeleted && abilities.restore ? (
        <Button onClick={() => void actions.handleRestore()} isLoading={actions.isRestoring}>
          <RotateCcw aria-hidden />
          Restore
        </Button>
      ) : null}
      <Button asChild variant="outline" size="sm" className="h-9">
        <Link to={`/card/${card.id}`} target="_blank" rel="noopener" onClick={() => void store.saveNow()}>
          <Eye aria-hidden />
          <span className="max-sm:sr-only">Preview</span>
        </Link>
      </Button>
      {canPublish && isUpToDate ? (
        <Button
          size="sm"
          variant="secondary"
          className="h-9"
          aria-disabled
          onClick={() => undefined}
          title="The published version matches the draft"
        >
          <Check aria-hidden />
          Published
        </Button>
      ) : canPublish ? (
        <Button
          size="sm"
          className="h-9"
          onClick={() => void actions.handlePublish()}
          isLoading={actions.isPublishing}
        >
          {actions.isPublishing ? null : <Upload aria-hidden />}
          {isPublished ? (
            <>
              <span className="max-sm:hidden">Publish changes</span>
              <span className="sm:hidden">Publish</span>
            </>
          ) : (
            "Publish"
          )}
        </Button>
      ) : null}
      {hasMenu ? (
        <MoreActions
          canUnpublish={canUnpublish}
          canSync={canSync}
          canDelete={canDelete}
          setConfirm={actions.setConfirm}
        />
      ) : null}
      {hasMissed ? (
        <Suspense fallback={null}>
          <PublishChecklist missing={actions.missing} onClose={actions.clearMissing} />
        </Suspense>
      ) : null}
      {hasConfirmed ? (
        <Suspense fallback={null}>
          <ActionConfirmations card={card} actions={actions} />
        </Suspense>
      ) : null}
    </div>
  );
}
