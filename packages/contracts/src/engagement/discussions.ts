import { z } from "zod";
import { pageQuery } from "../paging";
import { COMMENT_MAX_LENGTH } from "./discussion-values";
import { EngagementMemberSchema } from "./engagement-people";

const dateTime = z.iso.datetime({ offset: true });

const body = z
  .string({ message: "is required" })
  .trim()
  .min(1, "is required")
  .max(COMMENT_MAX_LENGTH, "must be at most 4,000 characters");

/** `POST /Card/{cardId}/Comments`: a comment, or a reply to a top-level comment (`parentId`). */
export const CommentCreateSchema = z.object({
  body,
  parentId: z.uuid({ message: "must be a comment id (UUID)" }).nullable().default(null),
});
export type CommentCreateInput = z.input<typeof CommentCreateSchema>;

/** `PUT /Card/{cardId}/Comments/{commentId}`: the author edits their comment. */
export const CommentUpdateSchema = z.object({ body });
export type CommentUpdateInput = z.infer<typeof CommentUpdateSchema>;

/** Visible; deleted by its author; removed by a moderator (the last two keep their place for replies). */
export const CommentStateSchema = z.enum(["visible", "deleted", "removed"]);
export type CommentState = z.infer<typeof CommentStateSchema>;

const CommentBaseSchema = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  /** Null when the comment is deleted or removed, or its author's account is gone. */
  author: EngagementMemberSchema.nullable(),
  /** Plain text (the web app makes links clickable); empty unless visible. */
  body: z.string(),
  state: CommentStateSchema,
  /**
   * Hidden by moderation (reported by three members, or by an admin; decision 0042). Its author and
   * admins still read it (with a notice); everyone else gets no author and an empty body.
   */
  isHidden: z.boolean(),
  createdAt: dateTime,
  editedAt: dateTime.nullable(),
  abilities: z.object({ edit: z.boolean(), delete: z.boolean(), reply: z.boolean() }),
});

export const CommentReplySchema = CommentBaseSchema;
export type CommentReply = z.infer<typeof CommentReplySchema>;

/** A top-level comment with its replies (oldest first). */
export const CommentSchema = CommentBaseSchema.extend({ replies: z.array(CommentReplySchema) });
export type Comment = z.infer<typeof CommentSchema>;

/** `GET /Card/{cardId}/Comments`: top-level comments newest first, each with its replies. */
export const CommentListQuerySchema = z.object(pageQuery);
export type CommentListQuery = z.infer<typeof CommentListQuerySchema>;

export const CommentListSchema = z.object({
  items: z.array(CommentSchema),
  /** Top-level comments (deleted ones without replies left out). */
  total: z.number().int(),
  /** Visible comments and replies: the count the card shows. */
  commentCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether the caller may comment (members, on a published card). */
  canComment: z.boolean(),
});
export type CommentList = z.infer<typeof CommentListSchema>;

export const CommentParamsSchema = z.object({
  cardId: z.uuid({ message: "must be a card id (UUID)" }),
  commentId: z.uuid({ message: "must be a comment id (UUID)" }),
});

/**
 * `GET` and `PUT /Card/{cardId}/CommentNotification`: whether the caller is told of new comments
 * in this card's discussion. Authors and everyone who took part are, unless they mute it.
 */
export const CommentNotificationSchema = z.object({
  muted: z.boolean({ message: "must be true or false" }),
});
export type CommentNotification = z.infer<typeof CommentNotificationSchema>;
