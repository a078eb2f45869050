import { bigint, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { cards, cardVersions } from "./cards";
import { users } from "./users";

/**
 * Stored bytes: where they live in the blob store (`storage_key`), how many, what type, and
 * their SHA-256 (the HTTP ETag). Blobs are immutable; a new upload is a new blob.
 */
export const blobs = pgTable("blobs", {
  id: uuid("id").primaryKey().defaultRandom(),
  storageKey: text("storage_key").notNull().unique(),
  size: bigint("size", { mode: "number" }).notNull(),
  contentType: text("content_type").notNull(),
  sha256: text("sha256").notNull(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const cardFileKind = pgEnum("card_file_kind", ["image", "attachment"]);

/**
 * An image or attachment uploaded to a card: its blob, the name it was uploaded with, and for
 * images the dimensions and thumbnail blobs (320 and 960 pixels wide, WebP). Which versions of
 * the card show it is in `card_file_links`.
 */
export const cardFiles = pgTable(
  "card_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    blobId: uuid("blob_id")
      .notNull()
      .references(() => blobs.id),
    kind: cardFileKind("kind").notNull(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    width: integer("width"),
    height: integer("height"),
    thumbnailBlobId: uuid("thumbnail_blob_id").references(() => blobs.id),
    previewBlobId: uuid("preview_blob_id").references(() => blobs.id),
    /** The resources folder (of the card content) an attachment was uploaded into, if any. */
    folderId: uuid("folder_id"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("card_files_card_kind_idx").on(t.cardId, t.kind),
    index("card_files_blob_idx").on(t.blobId),
    index("card_files_thumbnail_idx").on(t.thumbnailBlobId),
    index("card_files_preview_idx").on(t.previewBlobId),
  ],
);

/**
 * Which content of a card a file belongs to: the draft (`version_id` null) and/or published
 * versions. Publish copies the draft's links to the new version, so deleting or renaming a
 * file in the draft never changes a published version. `name` is the name shown in that content.
 */
export const cardFileLinks = pgTable(
  "card_file_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => cardFiles.id, { onDelete: "cascade" }),
    cardId: uuid("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    versionId: uuid("version_id").references(() => cardVersions.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("card_file_links_file_version_unique").on(t.fileId, t.versionId).nullsNotDistinct(),
    index("card_file_links_card_version_idx").on(t.cardId, t.versionId),
  ],
);

/** One download of an attachment (single file or inside a bulk ZIP), for per-file counts. */
export const fileDownloads = pgTable(
  "file_downloads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => cardFiles.id, { onDelete: "cascade" }),
    cardId: uuid("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("file_downloads_card_file_idx").on(t.cardId, t.fileId)],
);
