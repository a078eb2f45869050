import type { CardStatus } from "@keen/contracts";
import { Badge } from "@/components/ui/badge";

type CardStatusBadgesProps = {
  status: CardStatus;
  isDeleted: boolean;
  hasUnpublishedChanges?: boolean;
  /** Also mark published cards (lists mixing statuses); the reader's header leaves it out. */
  showPublished?: boolean;
};

/**
 * Lifecycle badges: Draft, Unpublished, Deleted, and "Unpublished changes" for a published card
 * whose draft moved on. Only callers who may see such cards ever receive them from the API.
 */
export function CardStatusBadges({
  status,
  isDeleted,
  hasUnpublishedChanges,
  showPublished,
}: CardStatusBadgesProps) {
  return (
    <>
      {isDeleted ? <Badge variant="danger">Deleted</Badge> : null}
      {status === "draft" ? <Badge variant="warning">Draft</Badge> : null}
      {status === "unpublished" ? <Badge variant="neutral">Unpublished</Badge> : null}
      {status === "published" && showPublished ? <Badge variant="success">Published</Badge> : null}
      {status === "published" && hasUnpublishedChanges ? (
        <Badge variant="neutral">Unpublished changes</Badge>
      ) : null}
    </>
  );
}
