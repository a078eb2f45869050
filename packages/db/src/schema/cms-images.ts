import { bigint, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { cmsPages } from "./cms";
import { blobs } from "./files";
import { users } from "./users";

/**
 * An image uploaded into a CMS page's content: the re-encoded image and its 960 and 320 pixel
 * WebP renditions (blobs), with the name and dimensions it was uploaded with. The page's content
 * refers to it as `/File/{blobId}/Content`; images the saved content no longer shows are pruned.
 */
export const cmsPageImages = pgTable(
  "cms_page_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => cmsPages.id, { onDelete: "cascade" }),
    blobId: uuid("blob_id")
      .notNull()
      .references(() => blobs.id),
    previewBlobId: uuid("preview_blob_id")
      .notNull()
      .references(() => blobs.id),
    thumbnailBlobId: uuid("thumbnail_blob_id")
      .notNull()
      .references(() => blobs.id),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cms_page_images_page_idx").on(t.pageId),
    index("cms_page_images_blob_idx").on(t.blobId),
    index("cms_page_images_preview_idx").on(t.previewBlobId),
    index("cms_page_images_thumbnail_idx").on(t.thumbnailBlobId),
  ],
);
