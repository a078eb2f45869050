import { type Executor, type JobSender, jobKind } from "@keen/jobs";

/**
 * Things that notify members, as domain events. Producers record one in the transaction of the
 * change (`emitNotification`); the `notifications.notify` job turns it into stored notifications
 * (per the recipients' preferences), live events and e-mails. The actor is never notified.
 */
export type NotifyEvent =
  | {
      type: "co_author_added";
      actorId: string;
      recipientIds: string[];
      cardId: string;
      role: "author" | "editor";
    }
  | { type: "card_published"; actorId: string; recipientIds: string[]; cardId: string }
  | {
      type: "institution_role";
      actorId: string;
      recipientIds: string[];
      institutionId: string;
      role: "keenLeader" | "fellow" | "risingStar";
    }
  | {
      /** A new comment or reply in a card's discussion (to authors and participants who did not mute it). */
      type: "card_commented";
      actorId: string;
      recipientIds: string[];
      cardId: string;
      commentId: string;
    }
  | {
      /** New or changed feedback (rating, comment, "used it") on a card the recipients author. */
      type: "card_feedback";
      actorId: string;
      recipientIds: string[];
      cardId: string;
      feedbackId: string;
    }
  | {
      /** An author asks the recipients for feedback (they may read the draft until they answer). */
      type: "feedback_requested";
      actorId: string;
      recipientIds: string[];
      cardId: string;
      message: string;
    }
  | {
      /**
       * A step of a card's peer review: submitted (to reviewers), resubmitted (to its reviewer),
       * claimed or decided (to the authors), an Author Note (to the other side, `to`).
       */
      type: "card_review";
      actorId: string;
      recipientIds: string[];
      cardId: string;
      reviewId: string;
      step: ReviewStep;
      to: "reviewer" | "authors";
    }
  | {
      /**
       * A reviewer's claim left without scores (issue 28): the day before it is released back to
       * the queue (`expiring`), and once it is (`released`). Sent by the platform, not a member.
       */
      type: "review_claim";
      actorId: null;
      recipientIds: string[];
      cardId: string;
      reviewId: string;
      step: "expiring" | "released";
    }
  | {
      /** An admin decided on the institution the recipient proposed (approved, merged or rejected). */
      type: "institution_proposal";
      actorId: string;
      recipientIds: string[];
      proposalId: string;
    }
  | {
      /**
       * An admin decided on reported content (decision 0042): its reporters hear the outcome
       * (`to: "reporters"`), its author a warning or that it was hidden or removed (`to: "author"`).
       */
      type: "moderation";
      actorId: string;
      recipientIds: string[];
      itemId: string;
      to: "reporters" | "author";
      /** The admin's words to the author (a warning). */
      note: string;
    }
  | {
      type: "direct_message";
      actorId: string;
      recipientIds: string[];
      chatRoomUuid: string;
      messageId: string;
    };

/** What happened in a review, for `card_review` events. */
export type ReviewStep = "submitted" | "resubmitted" | "claimed" | "updates_suggested" | "reviewed" | "note";

export const notifyJob = jobKind<NotifyEvent>("notifications.notify");

/** Records a notifying event in the caller's transaction (sent only if it commits). */
export async function emitNotification(jobs: JobSender, tx: Executor, event: NotifyEvent): Promise<void> {
  const recipientIds = [...new Set(event.recipientIds)].filter((id) => id !== event.actorId);
  if (recipientIds.length === 0) return;
  await jobs.sendInTransaction(tx, notifyJob, { ...event, recipientIds });
}
