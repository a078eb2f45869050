import type { CardDetail } from "@keen/contracts";
import { EyeOff, FilePen, History, Info } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format-date";
import { RestoreButton } from "../list/restore-button";

function Notice({ icon, children, action }: { icon: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center"
    >
      <span className="flex flex-1 items-start gap-2.5">
        <span className="mt-0.5 shrink-0 text-amber-700 [&_svg]:size-4">{icon}</span>
        <span>{children}</span>
      </span>
      {action ? <span className="shrink-0">{action}</span> : null}
    </div>
  );
}

/**
 * What the people who may change a card need to know about its state: a deleted or unpublished
 * card, a draft never published, or a draft that differs from what readers see.
 */
export function CardNotices({ card }: { card: CardDetail }) {
  const editLink = (label: string) => (
    <Button asChild size="sm" variant="outline">
      <Link to={`/card/edit/${card.id}`}>{label}</Link>
    </Button>
  );
  if (card.isDeleted) {
    return (
      <Notice
        icon={<Info />}
        action={card.abilities.restore ? <RestoreButton cardId={card.id} title={card.title} /> : null}
      >
        This card was deleted on {formatDate(card.deletedAt)}. Only its authors can see it until it is
        restored.
      </Notice>
    );
  }
  if (card.status === "unpublished") {
    return (
      <Notice icon={<EyeOff />} action={card.abilities.edit ? editLink("Open the editor") : null}>
        This card is unpublished: other members cannot see it. Publish it again from the editor.
      </Notice>
    );
  }
  // A member asked for feedback reads the draft too; the feedback request banner speaks to them.
  if (card.status === "draft" && card.abilities.edit) {
    return (
      <Notice icon={<FilePen />} action={card.abilities.edit ? editLink("Continue editing") : null}>
        This card is a draft. Only its authors and editors can see it until it is published.
      </Notice>
    );
  }
  if (card.abilities.edit && card.hasUnpublishedChanges) {
    return (
      <Notice icon={<FilePen />} action={editLink("Open the draft")}>
        The draft differs from the published version. Readers see version {card.versionNumber} until you
        publish again.
      </Notice>
    );
  }
  return null;
}

/** On an earlier version (a version link or a citation): which one, and the way to the latest. */
export function OlderVersionNotice({ card }: { card: CardDetail }) {
  if (card.version !== "published" || card.versionNumber === null) return null;
  if (card.latestVersionNumber === null || card.versionNumber === card.latestVersionNumber) return null;
  return (
    <Notice
      icon={<History />}
      action={
        <Button asChild size="sm" variant="outline">
          <Link to={`/card/${card.id}`}>See the latest version</Link>
        </Button>
      }
    >
      You are reading version {card.versionNumber}, published {formatDate(card.publishedAt)}. The latest is
      version {card.latestVersionNumber}.
    </Notice>
  );
}
