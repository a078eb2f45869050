import { cardFileLinks, type Database } from "@keen/db";
import { and, eq, isNull } from "drizzle-orm";
import { cleanFileName } from "../../lib/content-disposition";
import { notFound } from "../../lib/errors";
import { findLinkedFile, type LinkedFile } from "./card-file-queries";

/**
 * `PATCH /Card/{cardId}/Attachments/{attachmentId}`: renames the attachment in the card's draft
 * (published versions keep the name they were published with). 404 when the draft lacks it.
 */
export async function renameDraftAttachment(
  db: Database,
  target: { cardId: string; attachmentId: string; name: string },
): Promise<LinkedFile> {
  const scope = { cardId: target.cardId, versionId: null, kind: "attachment" } as const;
  const file = await findLinkedFile(db, scope, target.attachmentId);
  if (!file) throw notFound("Attachment");
  const name = cleanFileName(target.name, file.linkName);
  await db
    .update(cardFileLinks)
    .set({ name })
    .where(
      and(
        eq(cardFileLinks.fileId, file.id),
        eq(cardFileLinks.cardId, target.cardId),
        isNull(cardFileLinks.versionId),
      ),
    );
  return { ...file, linkName: name };
}
