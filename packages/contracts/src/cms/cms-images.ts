import { z } from "zod";
import { CardImageSchema } from "../cards/files";

/**
 * An image uploaded into a CMS page (admins): the same shape as a card image. `url`,
 * `previewUrl` and `thumbnailUrl` are signed `/File/{blobId}/Content` URLs; the page's content
 * stores the stable path (`/File/{blobId}/Content`) instead.
 */
export const CmsPageImageSchema = CardImageSchema;
export type CmsPageImage = z.infer<typeof CmsPageImageSchema>;
export const CmsPageImageListSchema = z.array(CmsPageImageSchema);
