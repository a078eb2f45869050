import type { CardDetail } from "@keen/contracts";
import { Check, Eye, EyeOff, MoreHorizontal, RotateCcw, Trash2, Undo2, Upload } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useCardActions } from "../hooks/use-card-actions";
import type { EditorDraftStore } from "../lib/editor-draft-store";
import { ActionConfirmations } from "./action-confirmations";
import { PublishChecklist } from "./publish-checklist";

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
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="size-9" aria-label="More actions">
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            {canUnpublish ? (
              <DropdownMenuItem onSelect={() => actions.setConfirm("unpublish")}>
                <EyeOff aria-hidden />
                Unpublish
              </DropdownMenuItem>
            ) : null}
            {canSync ? (
              <DropdownMenuItem onSelect={() => actions.setConfirm("sync")}>
                <Undo2 aria-hidden />
                Discard draft changes
              </DropdownMenuItem>
            ) : null}
            {canDelete ? (
              <>
                {canUnpublish || canSync ? <DropdownMenuSeparator /> : null}
                <DropdownMenuItem
                  className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800 [&_svg]:text-red-600"
                  onSelect={() => actions.setConfirm("delete")}
                >
                  <Trash2 aria-hidden />
                  Delete card
                </DropdownMenuItem>
              </>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
      <PublishChecklist missing={actions.missing} onClose={actions.clearMissing} />
      <ActionConfirmations card={card} actions={actions} />
    </div>
  );
}
