import { z } from "zod";
import { CardContentSchema } from "../cards/card-content";
import { EngagementMemberSchema } from "../engagement/engagement-people";
import { reviewStatuses } from "../enums";
import { pageQuery } from "../paging";

const dateTime = z.iso.datetime({ offset: true });

/** Where a review stands (the states and their order: `reviewStatuses` in enums.ts). */
export const ReviewStatusSchema = z.enum(reviewStatuses);

export const ReviewLevelSchema = z.enum(["high", "medium", "low"], {
  message: "must be high, medium or low",
});
export type ReviewLevel = z.infer<typeof ReviewLevelSchema>;

/** A criterion's score: the level (null while not decided) and the reviewer's comment. */
export const ReviewScoreSchema = z.object({
  level: ReviewLevelSchema.nullable(),
  comment: z.string().trim().max(2000, "must be at most 2,000 characters"),
});
export type ReviewScore = z.infer<typeof ReviewScoreSchema>;

export const ReviewDecisionSchema = z.enum(["updates_suggested", "reviewed"], {
  message: "must be updates_suggested or reviewed",
});
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;

/** One round: the frozen draft, the authors' note, the scores and the decision. */
export const ReviewRoundSchema = z.object({
  number: z.number().int(),
  content: CardContentSchema,
  note: z.string(),
  submittedBy: EngagementMemberSchema.nullable(),
  submittedAt: dateTime,
  /** By criterion key; criteria not scored yet are absent. Authors see them once the round is decided. */
  scores: z.record(z.string(), ReviewScoreSchema),
  decision: ReviewDecisionSchema.nullable(),
  summary: z.string(),
  decidedAt: dateTime.nullable(),
});
export type ReviewRound = z.infer<typeof ReviewRoundSchema>;

/** One Author Notes message. */
export const ReviewNoteSchema = z.object({
  id: z.uuid(),
  roundNumber: z.number().int(),
  author: EngagementMemberSchema.nullable(),
  /** Whether the writer was the reviewer (else one of the card's authors or an admin). */
  isReviewer: z.boolean(),
  body: z.string(),
  createdAt: dateTime,
});
export type ReviewNote = z.infer<typeof ReviewNoteSchema>;

/** What the caller may do with a review (the UI shows controls from this). */
export const ReviewAbilitiesSchema = z.object({
  claim: z.boolean(),
  unassign: z.boolean(),
  score: z.boolean(),
  decide: z.boolean(),
  withdraw: z.boolean(),
  resubmit: z.boolean(),
  addNote: z.boolean(),
});
export type ReviewAbilities = z.infer<typeof ReviewAbilitiesSchema>;

/** A review in queues and lists. */
export const ReviewSummarySchema = z.object({
  id: z.uuid(),
  cardId: z.uuid(),
  cardTitle: z.string(),
  status: ReviewStatusSchema,
  round: z.number().int(),
  authors: z.array(z.object({ userId: z.uuid().nullable(), name: z.string() })),
  submittedBy: EngagementMemberSchema.nullable(),
  /** When the current round was submitted (the age in queues). */
  submittedAt: dateTime,
  reviewer: EngagementMemberSchema.nullable(),
  claimedAt: dateTime.nullable(),
  /**
   * While claimed and not scored yet: when the claim goes back to the queue (a week after the
   * reviewer took the round; the reviewer is told the day before). Null otherwise.
   */
  releaseAt: dateTime.nullable(),
  /** The disciplines and the card type of the submitted round, as the reviewer triages by them. */
  disciplines: z.array(z.object({ id: z.uuid(), name: z.string() })),
  cardType: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
  closedAt: dateTime.nullable(),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/** `GET /Card/{cardId}/Review/{reviewId}`: a review with every round and its Author Notes. */
export const ReviewDetailSchema = ReviewSummarySchema.extend({
  rounds: z.array(ReviewRoundSchema),
  notes: z.array(ReviewNoteSchema),
  /**
   * The published version carrying this review's mark: published by the decision (Publish when
   * reviewed), already published with the reviewed content, or published by the authors since.
   * Null while the reviewed content is not published (or the review is not reviewed).
   */
  versionNumber: z.number().int().nullable(),
  /** The submitter asked for the `reviewed` decision to publish the card on their behalf. */
  publishWhenReviewed: z.boolean(),
  /**
   * Reviewed and not published yet, and the card's draft equals the reviewed content: publishing
   * the draft now gives that version the Peer reviewed badge.
   */
  isDraftReviewed: z.boolean(),
  abilities: ReviewAbilitiesSchema,
});
export type ReviewDetail = z.infer<typeof ReviewDetailSchema>;

/** `GET /Card/{cardId}/Review`: the card's reviews, newest first (authors, editors, reviewers, admins). */
export const CardReviewListSchema = z.array(ReviewSummarySchema);

/** `GET /Card/Review/Submitted`, `/Card/Review/UnderReview`, `/User/{userId}/ReviewCards`. */
export const ReviewQueueQuerySchema = z.object({
  ...pageQuery,
  /** Only reviews whose submitted round is tagged with this discipline. */
  disciplineId: z.uuid({ message: "must be a discipline id (UUID)" }).optional(),
  /** Only reviews whose submitted round is of this card type. */
  typeId: z.uuid({ message: "must be a card type id (UUID)" }).optional(),
  /**
   * `oldest` (default): the longest waiting (Submitted) or claimed longest ago (Under review)
   * first; `newest` the other way round. A reviewer's own list is always latest change first.
   */
  sort: z.enum(["oldest", "newest"], { message: "must be oldest or newest" }).default("oldest"),
});
export type ReviewQueueQuery = z.infer<typeof ReviewQueueQuerySchema>;
export const ReviewQueueSchema = z.object({
  items: z.array(ReviewSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReviewQueue = z.infer<typeof ReviewQueueSchema>;

/**
 * `POST /Card/{cardId}/Review`: submit the current draft (a new review), or resubmit it as the
 * next round of the review whose updates were suggested.
 */
export const ReviewSubmitSchema = z.object({
  note: z.string().trim().max(2000, "must be at most 2,000 characters").default(""),
  /**
   * Publish when reviewed: a `reviewed` decision publishes the reviewed content on the submitter's
   * behalf (authors and admins, who may publish). Otherwise the authors are told and publish it.
   * A resubmission sets it again for the review.
   */
  publishWhenReviewed: z.boolean({ message: "must be true or false" }).default(false),
});
export type ReviewSubmitInput = z.input<typeof ReviewSubmitSchema>;

/**
 * `PUT /Card/{cardId}/Review/{reviewId}` (the claiming reviewer): save scores as they go (merged
 * by criterion) and the summary; with `decision`, decide the round — `reviewed` needs every
 * criterion scored, `updates_suggested` a summary.
 */
export const ReviewUpdateSchema = z.object({
  scores: z.record(z.string(), ReviewScoreSchema).default({}),
  summary: z.string().trim().max(4000, "must be at most 4,000 characters").optional(),
  decision: ReviewDecisionSchema.optional(),
});
export type ReviewUpdateInput = z.input<typeof ReviewUpdateSchema>;

/** `POST /Card/{cardId}/Review/{reviewId}/Notes`: an Author Notes message. */
export const ReviewNoteCreateSchema = z.object({
  body: z
    .string({ message: "is required" })
    .trim()
    .min(1, "is required")
    .max(4000, "must be at most 4,000 characters"),
});
export type ReviewNoteCreateInput = z.infer<typeof ReviewNoteCreateSchema>;

export const ReviewParamsSchema = z.object({
  cardId: z.uuid({ message: "must be a card id (UUID)" }),
  reviewId: z.uuid({ message: "must be a review id (UUID)" }),
});

/** The peer-review badge of a card: the latest version a review approved. */
export const PeerReviewBadgeSchema = z.object({
  versionNumber: z.number().int(),
  reviewedAt: dateTime,
  reviewer: z.object({ userId: z.uuid(), name: z.string() }).nullable(),
  /** True when the reviewed version is the latest published one ("Peer reviewed"). */
  isLatest: z.boolean(),
});
export type PeerReviewBadge = z.infer<typeof PeerReviewBadgeSchema>;
