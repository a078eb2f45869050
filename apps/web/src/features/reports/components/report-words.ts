import type { ReportReason, ReportTargetType } from "@keen/contracts";

/** Each reason as a member chooses it. */
export const reasonLabels: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  harassment: "Harassment or abuse",
  inappropriate: "Inappropriate content",
  copyright: "Copyright infringement",
  other: "Something else",
};

/** Each kind of reported thing, in a sentence. */
export const targetLabels: Record<ReportTargetType, string> = {
  card: "card",
  comment: "comment",
  message: "message",
  chat_room: "chat room",
  member: "member profile",
  feedback: "feedback comment",
};
