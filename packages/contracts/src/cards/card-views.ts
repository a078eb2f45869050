import { z } from "zod";
import { LookupItemSchema } from "../lookups";
import { PeerReviewBadgeSchema } from "../reviews/reviews";
import { CardContentSchema } from "./card-content";
import { CardLicenseSchema, CardStatusSchema, CardVersionKindSchema, CourseLevelSchema } from "./card-enums";
import { CardAuthorSchema, CardEditorSchema } from "./card-people";

const dateTime = z.iso.datetime({ offset: true });

/** A card type (General, Activity, Course, Program, Assessment; admins add more). */
export const CardTypeSchema = z.object({ id: z.uuid(), name: z.string() });
export type CardType = z.infer<typeof CardTypeSchema>;
export const CardTypeListSchema = z.array(CardTypeSchema);

/** `POST /Lookup/CardTypes` (admins). */
export const CardTypeCreateSchema = z.object({
  name: z.string().trim().min(1, "is required").max(60, "must be at most 60 characters"),
});

/** What the caller may do with a card (the UI shows controls from this, never re-deriving rules). */
export const CardAbilitiesSchema = z.object({
  edit: z.boolean(),
  publish: z.boolean(),
  unpublish: z.boolean(),
  delete: z.boolean(),
  restore: z.boolean(),
  manageAuthors: z.boolean(),
  viewAnalytics: z.boolean(),
  /** A signed-in member on a published card. */
  bookmark: z.boolean(),
  /** A member who is not an author: on a published card, or on the draft when asked for feedback. */
  giveFeedback: z.boolean(),
  /** Authors, editors and admins. */
  requestFeedback: z.boolean(),
  /** A signed-in member on a published card. */
  comment: z.boolean(),
});
export type CardAbilities = z.infer<typeof CardAbilitiesSchema>;

/** Engagement figures every card view carries (kept per card by the database). */
export const CardEngagementSchema = z.object({
  bookmarkCount: z.number().int(),
  /** False for anonymous readers. */
  isBookmarked: z.boolean(),
  /** Average of the ratings, one decimal; null without ratings. */
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  /** Members who said they used the card in their teaching. */
  timesUsed: z.number().int(),
  /** Visible comments and replies in the discussion. */
  commentCount: z.number().int(),
  /** The peer-review badge: the latest version a review approved (null: never reviewed). */
  peerReview: PeerReviewBadgeSchema.nullable(),
  /** Marked Exemplar by an admin. */
  isExemplar: z.boolean(),
});
export type CardEngagement = z.infer<typeof CardEngagementSchema>;

/**
 * `GET /Card/{cardId}`: one card, as the draft or the latest published version (`version`).
 * The content fields are at the top level, each rich-text field with its sanitised `…Html`.
 * `versionNumber` is the number of the version shown (null for a draft never published);
 * `latestVersionNumber` the newest published number.
 */
export const CardDetailSchema = CardContentSchema.extend({
  id: z.uuid(),
  version: CardVersionKindSchema,
  status: CardStatusSchema,
  isDeleted: z.boolean(),
  deletedAt: dateTime.nullable(),
  versionNumber: z.number().int().nullable(),
  latestVersionNumber: z.number().int().nullable(),
  draftRevision: z.number().int(),
  hasUnpublishedChanges: z.boolean(),
  type: CardTypeSchema.nullable(),
  disciplines: z.array(LookupItemSchema),
  descriptionHtml: z.string(),
  learningObjectivesHtml: z.string(),
  instructorTipsHtml: z.string(),
  coverImageUrl: z.string().nullable(),
  authors: z.array(CardAuthorSchema),
  editors: z.array(CardEditorSchema),
  createdAt: dateTime,
  updatedAt: dateTime,
  publishedAt: dateTime.nullable(),
  firstPublishedAt: dateTime.nullable(),
  /** Hidden by moderation (decision 0042): only its authors, editors and admins read it, with a notice. */
  isHidden: z.boolean(),
  abilities: CardAbilitiesSchema,
}).extend(CardEngagementSchema.shape);
export type CardDetail = z.infer<typeof CardDetailSchema>;

/** A card in lists: what a card tile shows (the published content, or the draft in own lists). */
export const CardSummarySchema = z
  .object({
    id: z.uuid(),
    status: CardStatusSchema,
    isDeleted: z.boolean(),
    title: z.string(),
    summary: z.string(),
    type: CardTypeSchema.nullable(),
    disciplines: z.array(LookupItemSchema),
    tags: z.array(z.string()),
    coverImageUrl: z.string().nullable(),
    authors: z.array(CardAuthorSchema.pick({ id: true, userId: true, name: true, isExternal: true })),
    versionNumber: z.number().int().nullable(),
    hasUnpublishedChanges: z.boolean(),
    createdAt: dateTime,
    updatedAt: dateTime,
    publishedAt: dateTime.nullable(),
    deletedAt: dateTime.nullable(),
    abilities: CardAbilitiesSchema,
  })
  .extend(CardEngagementSchema.shape);
export type CardSummary = z.infer<typeof CardSummarySchema>;

/** Every list answer: one page of items and the total count. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
/**
 * A page of cards: `nextCursor` continues after its last item (null on the last page), and
 * `total` counts up to a cap (10,000; `totalCapped`: there are more than `total`).
 */
export const CardListSchema = paginatedSchema(CardSummarySchema).extend({
  nextCursor: z.string().nullable().optional(),
  totalCapped: z.boolean().optional(),
});
export type CardList = z.infer<typeof CardListSchema>;

/** `GET /Card/{cardId}/Related`. */
export const RelatedCardListSchema = z.array(CardSummarySchema);

/** One published version (`GET /Card/{cardId}/Published`): number, date, publisher, authors then. */
export const CardVersionSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  publishedAt: dateTime,
  publishedBy: z.object({ userId: z.uuid(), name: z.string() }).nullable(),
  /**
   * The reviewer whose "reviewed" decision published this version on `publishedBy`'s behalf (they
   * chose Publish when reviewed); null when the publisher published it themselves.
   */
  publishedAfterReviewBy: z.object({ userId: z.uuid(), name: z.string() }).nullable(),
  authors: z.array(CardAuthorSchema.pick({ userId: true, name: true, isExternal: true })),
  isLatest: z.boolean(),
});
export type CardVersion = z.infer<typeof CardVersionSchema>;
export const CardVersionListSchema = z.array(CardVersionSchema);

/**
 * `GET /Card/{cardId}/Preview`: what a link preview and a search engine see of a published card
 * (the web server's Open Graph tags and schema.org JSON-LD), readable without signing in; 404 for
 * anything that is not published. The content fields are the latest published version's.
 */
/** What a link shows anyone it is shared with: enough for a link preview. */
const CardLinkPreviewSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  summary: z.string(),
  /** A signed URL of the cover image (valid for about an hour), or null without a cover. */
  coverImageUrl: z.string().nullable(),
  versionNumber: z.number().int(),
  /** When the latest version was published. */
  publishedAt: dateTime,
  /** When the card was first published. */
  firstPublishedAt: dateTime,
});

/**
 * A published card's link preview and search-engine facts. Where the library is for members only
 * (`LIBRARY_ACCESS=members`), a visitor gets the link preview alone: the facts after
 * `firstPublishedAt` (who wrote it, how it is rated) are left out.
 */
export const CardPreviewSchema = CardLinkPreviewSchema.extend({
  /** The authors' names, in the card's order. */
  authors: z.array(z.string()),
  license: CardLicenseSchema,
  courseLevel: CourseLevelSchema.nullable(),
  disciplines: z.array(z.string()),
  tags: z.array(z.string()),
  ratingAverage: CardEngagementSchema.shape.ratingAverage,
  ratingCount: CardEngagementSchema.shape.ratingCount,
}).or(CardLinkPreviewSchema.strict());
export type CardPreview = z.infer<typeof CardPreviewSchema>;
