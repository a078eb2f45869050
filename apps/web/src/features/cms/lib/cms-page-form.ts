import { type CmsPage, CmsSlugSchema, type RichText } from "@keen/contracts";
import { z } from "zod";

/** The page editor's fields, checked with the API's own slug rules before anything is sent. */
export const CmsPageFormSchema = z.object({
  title: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters"),
  slug: CmsSlugSchema,
  summary: z.string().trim().max(500, "must be at most 500 characters"),
  content: z.custom<RichText | null>(),
  isActive: z.boolean(),
});
export type CmsPageFormInput = z.input<typeof CmsPageFormSchema>;
export type CmsPageFormValues = z.output<typeof CmsPageFormSchema>;

export const cmsPageFields = ["title", "slug", "summary", "content", "isActive"] as const;

/** The form's starting values: the saved page, or an empty, inactive new page. */
export function toFormValues(page: CmsPage | undefined): CmsPageFormInput {
  return {
    title: page?.title ?? "",
    slug: page?.slug ?? "",
    summary: page?.summary ?? "",
    content: page?.content ?? null,
    isActive: page?.isActive ?? false,
  };
}
