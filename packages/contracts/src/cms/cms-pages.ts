import { z } from "zod";
import { paginatedSchema } from "../cards/card-views";
import { RichTextSchema } from "../cards/rich-text";
import { CmsSlugSchema } from "./cms-slug";

const dateTime = z.iso.datetime({ offset: true });

/** `/CmsPage/{id}`. */
export const CmsPageIdParamsSchema = z.object({ id: z.uuid({ message: "must be a page id (UUID)" }) });

/** `/CmsPage/by-slug/{slug}`: any text; a slug that cannot exist simply is not found. */
export const CmsPageSlugParamsSchema = z.object({ slug: z.string().max(200) });

const title = z
  .string({ message: "is required" })
  .trim()
  .min(1, "is required")
  .max(200, "must be at most 200 characters");
const summary = z
  .string()
  .trim()
  .max(500, "must be at most 500 characters")
  .nullish()
  .transform((value) => (value ? value : null));

/** `POST /CmsPage` (admins): a new page; inactive unless `isActive`. */
export const CmsPageCreateSchema = z.object({
  slug: CmsSlugSchema,
  title,
  summary,
  content: RichTextSchema,
  isActive: z.boolean().default(false),
});
export type CmsPageCreateInput = z.input<typeof CmsPageCreateSchema>;

/** `PUT /CmsPage/{id}` (admins): the fields to change; fields left out keep their value. */
export const CmsPageUpdateSchema = z.object({
  slug: CmsSlugSchema.optional(),
  title: title.optional(),
  summary: summary.optional(),
  content: RichTextSchema.optional(),
  isActive: z.boolean().optional(),
});
export type CmsPageUpdateInput = z.input<typeof CmsPageUpdateSchema>;

/** `GET /CmsPage` (admins): all pages incl. inactive, paginated, filtered by text and state. */
export const CmsPageListQuerySchema = z.object({
  page: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(1),
  pageSize: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(100, "must be at most 100")
    .default(50),
  q: z.string().trim().max(200, "must be at most 200 characters").optional(),
  status: z.enum(["active", "inactive"], { message: "must be active or inactive" }).optional(),
});
export type CmsPageListQuery = z.infer<typeof CmsPageListQuerySchema>;

/** Who last saved a page (null for seeded pages and deleted members). */
export const CmsPageEditorSchema = z.object({ userId: z.uuid(), name: z.string() }).nullable();

/** A page in the admin list (no content). */
export const CmsPageListItemSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: dateTime,
  updatedAt: dateTime,
  updatedBy: CmsPageEditorSchema,
});
export type CmsPageListItem = z.infer<typeof CmsPageListItemSchema>;
export const CmsPageListSchema = paginatedSchema(CmsPageListItemSchema);
export type CmsPageList = z.infer<typeof CmsPageListSchema>;

/**
 * A whole page: `content` is the TipTap document (for the editor), `contentHtml` its HTML,
 * sanitised on the server when the page was saved (for display).
 */
export const CmsPageSchema = CmsPageListItemSchema.extend({
  content: RichTextSchema,
  contentHtml: z.string(),
  abilities: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type CmsPage = z.infer<typeof CmsPageSchema>;

/** `GET /CmsPage/active` (everyone): active pages for menus, by title. */
export const CmsActivePageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
});
export type CmsActivePage = z.infer<typeof CmsActivePageSchema>;
export const CmsActivePageListSchema = z.array(CmsActivePageSchema);
