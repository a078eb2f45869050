import { cardReviewNotes, cardReviewRounds, cardReviews, cardVersions, type Database } from "@keen/db";
import { desc, eq } from "drizzle-orm";
import type { NotifyEvent } from "./notification-events";
import type { NotificationText } from "./notification-text";

type ReviewEvent = Extract<NotifyEvent, { type: "card_review" }>;

/** Where each side reads a review: reviewers on the review screen, authors in the card editor. */
function reviewLink(event: ReviewEvent): string {
  return event.to === "reviewer"
    ? `/reviews/${event.cardId}/${event.reviewId}`
    : `/card/edit/${event.cardId}#review`;
}

/**
 * What the authors read of a `reviewed` decision: the version published on their behalf (Publish
 * when reviewed) or already carrying the badge, else an invitation to publish from the editor.
 */
function reviewedWords(
  actor: string,
  title: string,
  event: ReviewEvent,
  reviewed: { number: number | null; publishWhenReviewed: boolean } | undefined,
): Pick<NotificationText, "title" | "body" | "link"> {
  if (reviewed?.number == null) {
    return {
      title: `“${title}” is peer reviewed: publish it to show the badge`,
      body: `${actor} reviewed it. Publish the reviewed version from the editor and it carries the Peer reviewed badge.`,
      link: `/card/edit/${event.cardId}#review`,
    };
  }
  return {
    title: `“${title}” is peer reviewed`,
    body: reviewed.publishWhenReviewed
      ? `${actor} reviewed it: version ${reviewed.number} is published on your behalf with the Peer reviewed badge.`
      : `${actor} reviewed it: version ${reviewed.number} carries the Peer reviewed badge.`,
    link: `/card/${event.cardId}`,
  };
}

/**
 * The words of a peer-review step (`card_review`) for the card titled `title`, or null when the
 * review is gone. Submissions are `review_requested`; what the reviewer did and Author Notes are
 * `review_completed`, so members choose e-mail for each kind in their preferences.
 */
export async function describeReviewStep(
  db: Database,
  actor: string,
  title: string,
  event: ReviewEvent,
): Promise<NotificationText | null> {
  const [round] = await db
    .select({
      number: cardReviewRounds.number,
      note: cardReviewRounds.note,
      summary: cardReviewRounds.summary,
    })
    .from(cardReviewRounds)
    .where(eq(cardReviewRounds.reviewId, event.reviewId))
    .orderBy(desc(cardReviewRounds.number))
    .limit(1);
  if (!round) return null;
  const link = reviewLink(event);
  const base = { link, groupKey: null };
  switch (event.step) {
    case "submitted":
      return {
        ...base,
        type: "review_requested",
        title: `${actor} submitted “${title}” for review`,
        body: round.note || "It is waiting in the Submitted list for a reviewer to claim it.",
        link: "/reviews",
      };
    case "resubmitted":
      return {
        ...base,
        type: "review_requested",
        title: `${actor} resubmitted “${title}” for your review`,
        body: round.note || `Round ${round.number} is ready for you.`,
      };
    case "claimed":
      return {
        ...base,
        type: "review_completed",
        title: `${actor} is reviewing “${title}”`,
        body: "You can keep editing the draft; you will hear when the review is decided.",
      };
    case "updates_suggested":
      return {
        ...base,
        type: "review_completed",
        title: `${actor} suggested updates to “${title}”`,
        body: round.summary || "Read the scores and comments, answer in Author Notes and resubmit.",
      };
    case "reviewed": {
      const [reviewed] = await db
        .select({ number: cardVersions.number, publishWhenReviewed: cardReviews.publishWhenReviewed })
        .from(cardReviews)
        .leftJoin(cardVersions, eq(cardVersions.id, cardReviews.versionId))
        .where(eq(cardReviews.id, event.reviewId));
      return { ...base, type: "review_completed", ...reviewedWords(actor, title, event, reviewed) };
    }
    case "note": {
      const [note] = await db
        .select({ body: cardReviewNotes.body })
        .from(cardReviewNotes)
        .where(eq(cardReviewNotes.reviewId, event.reviewId))
        .orderBy(desc(cardReviewNotes.createdAt))
        .limit(1);
      return {
        ...base,
        type: "review_completed",
        title: `${actor} wrote in the Author Notes of “${title}”`,
        body: note?.body ?? "",
        groupKey: `review-notes:${event.reviewId}:${event.to}`,
      };
    }
  }
}
