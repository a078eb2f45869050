import { z } from "zod";
import { CardVersionKindSchema } from "./card-enums";
import { CardIdParamsSchema } from "./card-requests";

const dateTime = z.iso.datetime({ offset: true });

/** `?cardType=draft|published` of the Images/Attachments routes: which content's files (default draft). */
export const CardFilesQuerySchema = z.object({ cardType: CardVersionKindSchema.default("draft") });
export type CardFilesQuery = z.infer<typeof CardFilesQuerySchema>;

/**
 * An image of a card (cover or inline). URLs are signed and expire after about an hour, so they
 * work in `<img>` tags; `url` is the full image (metadata stripped), `previewUrl` 960 and
 * `thumbnailUrl` 320 pixels wide (WebP).
 */
export const CardImageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
  previewUrl: z.string(),
  thumbnailUrl: z.string(),
  createdAt: dateTime,
});
export type CardImage = z.infer<typeof CardImageSchema>;
export const CardImageListSchema = z.array(CardImageSchema);

/**
 * A file attached to a card's resources. `url` downloads it (signed, expires after about an
 * hour; counted as a download); `thumbnailUrl` exists for image attachments. `folderId` is the
 * resources folder it was uploaded into, if any.
 */
export const CardAttachmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  folderId: z.uuid().nullable(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  createdAt: dateTime,
});
export type CardAttachment = z.infer<typeof CardAttachmentSchema>;
export const CardAttachmentListSchema = z.array(CardAttachmentSchema);

export const CardImageParamsSchema = CardIdParamsSchema.extend({
  imageId: z.uuid({ message: "must be an image id (UUID)" }),
});
export const CardAttachmentParamsSchema = CardIdParamsSchema.extend({
  attachmentId: z.uuid({ message: "must be an attachment id (UUID)" }),
});

/** `PATCH /Card/{cardId}/Attachments/{attachmentId}`: rename (in the draft). */
export const CardAttachmentRenameSchema = z.object({
  name: z
    .string({ message: "is required" })
    .trim()
    .min(1, "is required")
    .max(200, "must be at most 200 characters")
    .refine((name) => !/[\\/\p{Cc}]/u.test(name), "must not contain slashes or control characters"),
});
export type CardAttachmentRenameInput = z.infer<typeof CardAttachmentRenameSchema>;

/** `GET /Card/{cardId}/Attachments/BulkDownload?ids=a,b&cardType=`: the chosen attachments, or all. */
export const CardBulkDownloadQuerySchema = CardFilesQuerySchema.extend({
  ids: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(",").map((id) => id.trim()) : []))
    .pipe(z.array(z.uuid({ message: "must be a comma-separated list of attachment ids" })).max(500)),
});

/** One attachment's download count (`GET /CardAnalytics/{cardId}/FilesDownloads`). */
export const FileDownloadCountSchema = z.object({
  fileId: z.uuid(),
  name: z.string(),
  downloads: z.number().int(),
});
export const FilesDownloadsSchema = z.array(FileDownloadCountSchema);
export type FilesDownloads = z.infer<typeof FilesDownloadsSchema>;

export const FileContentParamsSchema = z.object({ blobId: z.uuid({ message: "must be a file id (UUID)" }) });
/** `token` is the signature of a URL handed out by the API (for `<img>` and download links). */
export const FileContentQuerySchema = z.object({ token: z.string().max(200).optional() });
