import { cardReadRights, loadCard } from "@keen/cards";
import type { Database } from "@keen/db";
import type { BlobReader } from "../../lib/blob-readers";
import { notFound, unauthorized } from "../../lib/errors";
import type { Actor } from "../../lib/policy";
import { recordDownloads } from "./downloads";
import { type BlobFile, findBlobFile } from "./find-blob-file";

/**
 * Authorises reading a card file's bytes like the card: a file of the published version for
 * whoever may read the published card (anyone, for a public card), files of the draft (or of older
 * versions) for those who may read the draft. A valid signed URL token stands in for the
 * check (it was issued to an authorised caller). Returns the name to serve it under; 404 for
 * callers who may not see it, so drafts do not leak.
 */
export async function authorizeBlobFile(
  db: Database,
  actor: Actor,
  found: BlobFile,
  hasValidToken: boolean,
): Promise<string> {
  const draftLink = found.links.find((link) => link.versionId === null);
  const anyLink = draftLink ?? found.links[0];
  if (!anyLink) throw notFound("File");
  if (!hasValidToken) {
    const card = await loadCard(db, found.file.cardId);
    if (!card) throw actor ? notFound("File") : unauthorized();
    const publishedLink = found.links.find((link) => link.versionId === card.publishedVersionId);
    const { mayReadDraft, mayReadPublished } = cardReadRights(actor, card.resource);
    if (mayReadDraft) return renditionName(found, anyLink.name);
    if (publishedLink && mayReadPublished) {
      return renditionName(found, publishedLink.name);
    }
    // A visitor may see more once signed in; a member is told nothing about files they may not see.
    throw actor ? notFound("File") : unauthorized();
  }
  return renditionName(found, anyLink.name);
}

function renditionName(found: BlobFile, name: string): string {
  if (found.rendition === "original") return name;
  const base = name.includes(".") ? name.slice(0, name.lastIndexOf(".")) : name;
  return `${base}-${found.rendition}.webp`;
}

/**
 * The card files' read rule for the files route (`lib/blob-readers`): an image, attachment or
 * rendition is read like its card (`authorizeBlobFile`), and a full download of an attachment
 * counts.
 */
export function cardFileBlobReader(db: Database): BlobReader {
  return {
    async read(blobId, caller) {
      const found = await findBlobFile(db, blobId);
      if (!found) return null;
      if (caller.isExpiredLink) return "denied";
      const actor = await caller.actor();
      const name = await authorizeBlobFile(db, actor, found, caller.hasValidToken);
      const countsAsDownload = found.file.kind === "attachment" && found.rendition === "original";
      return {
        blob: found.blob,
        name,
        ...(countsAsDownload
          ? { onFullDownload: () => recordDownloads(db, [found.file], actor?.userId ?? null) }
          : {}),
      };
    },
  };
}
