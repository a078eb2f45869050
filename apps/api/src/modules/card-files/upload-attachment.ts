import { buffer } from "node:stream/consumers";
import type { Database } from "@keen/db";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { BlobStore, StoredBlob } from "../../lib/blob-store";
import { cleanFileName } from "../../lib/content-disposition";
import { validation } from "../../lib/errors";
import { discardRenditions, recordBlob, type StoredRendition } from "../../lib/uploads";
import { openUpload } from "../../lib/uploads/open-upload";
import { receiveFilePart } from "../../lib/uploads/receive-file-part";
import type { LinkedFile } from "./card-file-queries";
import { storeThumbnail } from "./image-renditions";
import { insertDraftFile } from "./stored-files";

type Upload = { cardId: string; userId: string; maxBytes: number };
type StoredBlobWithType = StoredBlob & { contentType: string };
type StoredAttachment = { main: StoredBlobWithType; thumbnail: StoredRendition | null; name: string };

/** Image attachments up to this size get a thumbnail (read back from the store). */
const THUMBNAIL_SOURCE_LIMIT = 25 * 1024 * 1024;

/**
 * `POST /Card/{cardId}/Attachments`: streams one file (an allowed document, archive, image or
 * media type by its bytes) to the blob store, makes a thumbnail for images, and adds it to the
 * card's draft; the optional `folderId` field records the resources folder it went into.
 */
export async function uploadAttachment(
  db: Database,
  store: BlobStore,
  request: FastifyRequest,
  upload: Upload,
): Promise<LinkedFile> {
  const discard = (file: StoredAttachment) => discardRenditions(store, [file.main, file.thumbnail]);
  const { stored, fields } = await receiveFilePart(
    request,
    upload.maxBytes,
    async (part): Promise<StoredAttachment> => {
      const name = cleanFileName(part.filename);
      const opened = await openUpload(part.file, {
        kind: "attachment",
        declaredType: part.mimetype,
        fileName: name,
        maxBytes: upload.maxBytes,
      });
      const main = {
        ...(await store.put(opened.body, { contentType: opened.contentType })),
        contentType: opened.contentType,
      };
      const thumbnail =
        opened.contentType.startsWith("image/") && main.size <= THUMBNAIL_SOURCE_LIMIT
          ? await storeThumbnail(store, await buffer(await store.get(main.key)))
          : null;
      return { main, thumbnail, name };
    },
    discard,
  );
  try {
    const folderId = parseFolderId(fields.folderId);
    return await db.transaction(async (tx) =>
      insertDraftFile(
        tx,
        {
          cardId: upload.cardId,
          kind: "attachment",
          name: stored.name,
          contentType: stored.main.contentType,
          size: stored.main.size,
          blobId: await recordBlob(tx, stored.main, upload.userId),
          thumbnailBlobId: stored.thumbnail ? await recordBlob(tx, stored.thumbnail, upload.userId) : null,
          folderId,
          createdBy: upload.userId,
        },
        stored.main.key,
      ),
    );
  } catch (error) {
    await discard(stored);
    throw error;
  }
}

function parseFolderId(value: string | undefined): string | null {
  if (!value) return null;
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw validation("folderId", "must be a resources folder id (UUID)");
  return parsed.data;
}
