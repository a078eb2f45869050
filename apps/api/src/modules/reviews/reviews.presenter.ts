import { normalizeContent } from "@keen/cards";
import type {
  CardAuthor,
  EngagementMember,
  ReviewDecision,
  ReviewNote,
  ReviewRound,
  ReviewSummary,
} from "@keen/contracts";
import type { cardReviewNotes, cardReviewRounds, cardReviews } from "@keen/db";
import { CLAIM_RELEASE_DAYS } from "./release-stale-claims";

/** What lists show of a review's latest round. */
export type RoundHead = {
  number: number;
  title: string;
  submittedBy: string | null;
  submittedAt: Date;
  /** Whether the reviewer saved any score (a level or a comment) in this round. */
  isScored: boolean;
  typeId: string | null;
  disciplineIds: string[];
};

/** Names of the disciplines and card types the listed rounds mention, by id. */
export type LookupNames = { disciplines: Map<string, string>; cardTypes: Map<string, string> };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an unscored claim goes back to the queue: a week after the reviewer took the round (its
 * claim, or a resubmission to them). `CLAIM_RELEASE_DAYS` of the release job.
 */
function releaseAtOf(review: typeof cardReviews.$inferSelect, head: RoundHead, days: number): string | null {
  if (review.status !== "under_review" || !review.claimedAt || head.isScored) return null;
  const heldSince = Math.max(review.claimedAt.getTime(), head.submittedAt.getTime());
  return new Date(heldSince + days * DAY_MS).toISOString();
}

type Members = Map<string, EngagementMember>;
const memberOf = (members: Members, id: string | null) => (id ? (members.get(id) ?? null) : null);

/** A review in queues and lists: its card, state, latest round and people. */
export function presentReviewSummary(
  review: typeof cardReviews.$inferSelect,
  head: RoundHead,
  authors: CardAuthor[],
  members: Members,
  lookups: LookupNames,
): ReviewSummary {
  return {
    id: review.id,
    cardId: review.cardId,
    cardTitle: head.title,
    status: review.status,
    round: head.number,
    authors: authors.map((author) => ({ userId: author.userId, name: author.name })),
    submittedBy: memberOf(members, head.submittedBy),
    submittedAt: head.submittedAt.toISOString(),
    reviewer: memberOf(members, review.reviewerId),
    claimedAt: review.claimedAt?.toISOString() ?? null,
    releaseAt: releaseAtOf(review, head, CLAIM_RELEASE_DAYS),
    disciplines: head.disciplineIds.flatMap((id) => {
      const name = lookups.disciplines.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    cardType:
      head.typeId && lookups.cardTypes.has(head.typeId)
        ? { id: head.typeId, name: lookups.cardTypes.get(head.typeId)! }
        : null,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    closedAt: review.closedAt?.toISOString() ?? null,
  };
}

/**
 * One round. `showOpenScores` false (authors) hides the scores and summary of a round the reviewer
 * has not decided yet: they are work in progress until then.
 */
export function presentReviewRound(
  round: typeof cardReviewRounds.$inferSelect,
  members: Members,
  showOpenScores: boolean,
): ReviewRound {
  const isVisible = round.decision !== null || showOpenScores;
  return {
    number: round.number,
    content: normalizeContent(round.content),
    note: round.note,
    submittedBy: memberOf(members, round.submittedBy),
    submittedAt: round.submittedAt.toISOString(),
    scores: isVisible ? round.scores : {},
    decision: round.decision as ReviewDecision | null,
    summary: isVisible ? round.summary : "",
    decidedAt: round.decidedAt?.toISOString() ?? null,
  };
}

/** One Author Notes message; `reviewerId` tells the reviewer's messages apart. */
export function presentReviewNote(
  note: typeof cardReviewNotes.$inferSelect,
  members: Members,
  reviewerId: string | null,
): ReviewNote {
  return {
    id: note.id,
    roundNumber: note.roundNumber,
    author: memberOf(members, note.authorId),
    isReviewer: note.authorId !== null && note.authorId === reviewerId,
    body: note.body,
    createdAt: note.createdAt.toISOString(),
  };
}
