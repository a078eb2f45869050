import type { Feedback, FeedbackRequest, FeedbackRequestStatus } from "@keen/contracts";
import { cardFeedback, cardFeedbackRequests } from "@keen/db";
import { type MemberBriefRow, presentMemberBrief } from "../users";

/** The `card_feedback` columns a `Feedback` needs (the member's come from `memberBriefColumns`). */
export const feedbackColumns = {
  id: cardFeedback.id,
  rating: cardFeedback.rating,
  comment: cardFeedback.comment,
  usedInTeaching: cardFeedback.usedInTeaching,
  usedTerm: cardFeedback.usedTerm,
  classSize: cardFeedback.classSize,
  versionNumber: cardFeedback.versionNumber,
  createdAt: cardFeedback.createdAt,
  updatedAt: cardFeedback.updatedAt,
};

/** One feedback row with its member (a member's feedback goes with their account). */
export type FeedbackRow = {
  id: string;
  rating: number | null;
  comment: string;
  usedInTeaching: boolean;
  usedTerm: string | null;
  classSize: number | null;
  versionNumber: number | null;
  createdAt: Date;
  updatedAt: Date;
  member: MemberBriefRow;
};

/** What leaves the server for one member's feedback. */
export function presentFeedback({ member, createdAt, updatedAt, ...row }: FeedbackRow): Feedback {
  return {
    ...row,
    member: presentMemberBrief(member)!,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** The `card_feedback_requests` columns a `FeedbackRequest` needs. */
export const feedbackRequestColumns = {
  id: cardFeedbackRequests.id,
  cardId: cardFeedbackRequests.cardId,
  message: cardFeedbackRequests.message,
  createdAt: cardFeedbackRequests.createdAt,
  answeredAt: cardFeedbackRequests.answeredAt,
  withdrawnAt: cardFeedbackRequests.withdrawnAt,
};

/** One request with the member asked and the member who asked (null when their account is gone). */
export type FeedbackRequestRow = {
  id: string;
  cardId: string;
  message: string;
  createdAt: Date;
  answeredAt: Date | null;
  withdrawnAt: Date | null;
  member: MemberBriefRow;
  requestedBy: MemberBriefRow | null;
};

/** Open until the member answers (gives feedback) or the request is withdrawn. */
export function feedbackRequestStatus(row: Pick<FeedbackRequestRow, "answeredAt" | "withdrawnAt">) {
  const status: FeedbackRequestStatus = row.answeredAt ? "answered" : row.withdrawnAt ? "withdrawn" : "open";
  return status;
}

/** What leaves the server for one feedback request. */
export function presentFeedbackRequest(row: FeedbackRequestRow): FeedbackRequest {
  return {
    id: row.id,
    cardId: row.cardId,
    member: presentMemberBrief(row.member)!,
    requestedBy: presentMemberBrief(row.requestedBy),
    message: row.message,
    status: feedbackRequestStatus(row),
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}
