import { blobs, cardFileLinks, cardFiles } from "@keen/db";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildCardFile, buildTestApp, buildUser } from "../../test/factories";
import { cardsTestClient } from "./cards-test-client";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const call = cardsTestClient(app);

const imageDoc = (blobId: string) => ({
  type: "doc",
  content: [{ type: "image", attrs: { src: `/File/${blobId}/Content` } }],
});

describe("files in card content", () => {
  it("answers signed URLs for the cover and for the card's own inline images only", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author });
    const other = await buildCard(db, { author });
    const image = await buildCardFile(db, card.id, author, "image");
    const foreign = await buildCardFile(db, other.id, author, "image");

    const saved = await call(author, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: {
        coverImageId: image.fileId,
        description: {
          type: "doc",
          content: [...imageDoc(image.blobId).content, ...imageDoc(foreign.blobId).content],
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body.coverImageUrl).toMatch(new RegExp(`/File/${image.blobId}/Content\\?token=`));
    expect(body.descriptionHtml).toContain(`/File/${image.blobId}/Content?token=`);
    expect(body.descriptionHtml).toContain(`src="/File/${foreign.blobId}/Content"`);
  });

  it("refuses a cover that is another card's image or an attachment", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author });
    const attachment = await buildCardFile(db, card.id, author, "attachment");
    const foreign = await buildCardFile(db, (await buildCard(db, { author })).id, author, "image");
    for (const coverImageId of [attachment.fileId, foreign.fileId]) {
      const response = await call(author, "PUT", `/Card/${card.id}`, {
        baseRevision: 0,
        changes: { coverImageId },
      });
      expect(response.json().details).toEqual([
        { field: "changes.coverImageId", message: "must be one of this card's images" },
      ]);
    }
  });

  it("links the draft's files to each published version, and sync gives the draft the version's files back", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author, status: "draft" });
    const kept = await buildCardFile(db, card.id, author, "attachment");
    await call(author, "POST", `/Card/${card.id}/Publish`);

    const versionLinks = await db
      .select({ fileId: cardFileLinks.fileId })
      .from(cardFileLinks)
      .where(
        and(
          eq(cardFileLinks.cardId, card.id),
          eq(cardFileLinks.versionId, (await publishedVersionId(card.id))!),
        ),
      );
    expect(versionLinks).toEqual([{ fileId: kept.fileId }]);

    const added = await buildCardFile(db, card.id, author, "attachment");
    await db
      .delete(cardFileLinks)
      .where(and(eq(cardFileLinks.fileId, kept.fileId), isNull(cardFileLinks.versionId)));
    await call(author, "POST", `/Card/${card.id}/SyncLatestVersion`);
    const draftLinks = await db
      .select({ fileId: cardFileLinks.fileId })
      .from(cardFileLinks)
      .where(and(eq(cardFileLinks.cardId, card.id), isNull(cardFileLinks.versionId)));
    expect(draftLinks).toEqual([{ fileId: kept.fileId }]);
    expect(draftLinks).not.toContainEqual({ fileId: added.fileId });
  });

  it("publishes a new version when only the draft's files changed", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author, status: "draft" });
    await call(author, "POST", `/Card/${card.id}/Publish`);
    const first = await publishedVersionId(card.id);

    await buildCardFile(db, card.id, author, "attachment");
    await call(author, "POST", `/Card/${card.id}/Publish`);
    const second = await publishedVersionId(card.id);
    expect(second).not.toBe(first);

    // Publishing again with nothing changed makes no new version.
    await call(author, "POST", `/Card/${card.id}/Publish`);
    expect(await publishedVersionId(card.id)).toBe(second);
  });

  it("sync deletes the files only the discarded draft used", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author, status: "draft" });
    const kept = await buildCardFile(db, card.id, author, "attachment");
    await call(author, "POST", `/Card/${card.id}/Publish`);
    const draftOnly = await buildCardFile(db, card.id, author, "attachment");

    await call(author, "POST", `/Card/${card.id}/SyncLatestVersion`);
    await app.jobs.runDue();
    const files = await db.select({ id: cardFiles.id }).from(cardFiles).where(eq(cardFiles.cardId, card.id));
    expect(files).toEqual([{ id: kept.fileId }]);
    expect(await db.select().from(blobs).where(eq(blobs.id, draftOnly.blobId))).toEqual([]);
  });
});

async function publishedVersionId(cardId: string) {
  const response = await db.query.cards.findFirst({
    where: (cards, { eq: equals }) => equals(cards.id, cardId),
  });
  return response?.publishedVersionId;
}
