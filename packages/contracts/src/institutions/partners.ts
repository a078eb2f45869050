import { z } from "zod";
import { RichTextSchema } from "../cards/rich-text";
import { InstitutionFieldsSchema } from "./institution-views";

/** A partner institution on `/keen-partners`: its fields (logo linking to `/institution/{id}`). */
export const PartnerInstitutionSchema = InstitutionFieldsSchema;
export type PartnerInstitution = z.infer<typeof PartnerInstitutionSchema>;

/**
 * `GET /Partners` (everyone): the admin-written introduction (ProseMirror JSON and its sanitised
 * HTML) and the partner institutions in the admins' order.
 */
export const PartnerPageSchema = z.object({
  intro: RichTextSchema,
  introHtml: z.string(),
  partners: z.array(PartnerInstitutionSchema),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  abilities: z.object({ edit: z.boolean() }),
});
export type PartnerPage = z.infer<typeof PartnerPageSchema>;

/**
 * `PUT /Partners` (admins): the introduction and the complete ordered list of partner
 * institutions; institutions left out stop being partners.
 */
export const PartnerPageUpdateSchema = z.object({
  intro: RichTextSchema,
  institutionIds: z
    .array(z.uuid({ message: "must be a list of institution ids (UUIDs)" }))
    .max(200, "must list at most 200 institutions")
    .refine((ids) => new Set(ids).size === ids.length, "must not list an institution twice"),
});
export type PartnerPageUpdateInput = z.input<typeof PartnerPageUpdateSchema>;
