import { z } from "zod";
import { cardLimits } from "./card-content-values";
import { CardLicenseSchema, ClassSizeSchema, CourseLevelSchema, TimeRequiredSchema } from "./card-enums";
import { RichTextSchema } from "./rich-text";

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

/** An http(s) URL (links in resources; never `javascript:` or `data:`). */
export const HttpUrlSchema = z
  .url({ protocol: /^https?$/, message: "must be an http or https address" })
  .max(cardLimits.url, `must be at most ${cardLimits.url} characters`);

/** One of the 3Cs: chosen or not, with an optional elaboration of how the card addresses it. */
export const MindsetAspectSchema = z.object({
  isSelected: z.boolean(),
  elaboration: text(cardLimits.elaboration),
});

/** An EM indicator a card works towards; `isAssessed` when the card also assesses it. */
export const MindsetIndicatorSchema = z.object({
  id: z.uuid(),
  text: z.string().trim().min(1, "must not be empty").max(cardLimits.indicatorText),
  isAssessed: z.boolean(),
});

/** The entrepreneurial-mindset section: the 3Cs and indicators. */
export const CardMindsetSchema = z.object({
  curiosity: MindsetAspectSchema,
  connections: MindsetAspectSchema,
  creatingValue: MindsetAspectSchema,
  indicators: z.array(MindsetIndicatorSchema).max(cardLimits.indicators),
});
export type CardMindset = z.infer<typeof CardMindsetSchema>;

/** A resource in a folder: an uploaded attachment (by id) or an external link. */
export const ResourceItemSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("attachment"), attachmentId: z.uuid() }),
  z.object({
    kind: z.literal("link"),
    id: z.uuid(),
    url: HttpUrlSchema,
    title: text(cardLimits.linkTitle),
  }),
]);
export type ResourceItem = z.infer<typeof ResourceItemSchema>;

export const ResourceFolderSchema = z.object({
  id: z.uuid(),
  title: text(cardLimits.folderTitle),
  description: text(cardLimits.folderDescription),
  items: z.array(ResourceItemSchema).max(cardLimits.folderItems),
});

/** Resources: folders (title, description) holding attachments and links, in order. */
export const CardResourcesSchema = z.object({
  folders: z.array(ResourceFolderSchema).max(cardLimits.folders),
});
export type CardResources = z.infer<typeof CardResourcesSchema>;

const TagSchema = z
  .string()
  .trim()
  .min(1, "tags must not be empty")
  .max(cardLimits.tag, `tags must be at most ${cardLimits.tag} characters`);

/** Classification of a card; all optional while drafting. */
export const CardAttributesSchema = z.object({
  disciplineIds: z
    .array(z.uuid())
    .max(cardLimits.disciplines, `choose at most ${cardLimits.disciplines} disciplines`),
  courseLevel: CourseLevelSchema.nullable(),
  tags: z.array(TagSchema).max(cardLimits.tags, `use at most ${cardLimits.tags} tags`),
  classSize: ClassSizeSchema.nullable(),
  timeRequired: TimeRequiredSchema.nullable(),
  license: CardLicenseSchema,
});
export type CardAttributes = z.infer<typeof CardAttributesSchema>;

/**
 * The editable content of a card (draft or published version). Rich-text fields are ProseMirror
 * JSON documents or null when empty; `coverImageId` is one of the card's images.
 */
export const CardContentSchema = z.object({
  typeId: z.uuid().nullable(),
  title: z.string().trim().max(cardLimits.title, `must be at most ${cardLimits.title} characters`),
  summary: z
    .string()
    .trim()
    .max(cardLimits.summary, `must be at most ${cardLimits.summary} characters`)
    .regex(/^[^\r\n]*$/, "must be a single line"),
  description: RichTextSchema.nullable(),
  learningObjectives: RichTextSchema.nullable(),
  mindset: CardMindsetSchema,
  instructorTips: RichTextSchema.nullable(),
  resources: CardResourcesSchema,
  attributes: CardAttributesSchema,
  coverImageId: z.uuid().nullable(),
});
export type CardContent = z.infer<typeof CardContentSchema>;

/**
 * A partial update of the content (`PUT /Card/{cardId}` `changes`). Every field present replaces
 * the stored one; `mindset` and `attributes` may be partial too (each inner field is its own
 * unit for conflict detection, e.g. `attributes.tags`).
 */
export const CardContentPatchSchema = CardContentSchema.extend({
  mindset: CardMindsetSchema.partial(),
  attributes: CardAttributesSchema.partial(),
}).partial();
export type CardContentPatch = z.infer<typeof CardContentPatchSchema>;

export {
  cardLimits,
  emptyRichText,
  publishRequiredFields,
  type RichTextField,
  richTextFields,
} from "./card-content-values";
