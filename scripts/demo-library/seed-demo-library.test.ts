import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { richTextFields } from "@keen/contracts";
import {
  blobs,
  cardComments,
  cardFeedback,
  cardFiles,
  cardReviews,
  cardStats,
  cards,
  cardVersions,
  institutionFeaturedCards,
  institutionFellows,
  institutionKeenLeaders,
  users,
} from "@keen/db";
import { seedDatabase } from "@keen/db/seed";
import { count, eq, inArray, isNotNull, like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalBlobStore } from "../../apps/api/src/lib/blob-store";
import { useTestDatabase } from "../../test/db";
import { demoCards } from "./demo-cards";
import { removeDemoLibrary, seedDemoLibrary } from "./seed-demo-library";

const { db } = await useTestDatabase();
const blobRoot = mkdtempSync(path.join(tmpdir(), "keen-demo-blobs-"));
const store = createLocalBlobStore(blobRoot);
afterAll(() => rmSync(blobRoot, { recursive: true, force: true }));

const storedFiles = () =>
  readdirSync(blobRoot, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && !entry.parentPath.includes(".tmp"),
  ).length;
const tally = async () => ({
  cards: (await db.select({ n: count() }).from(cards))[0]!.n,
  versions: (await db.select({ n: count() }).from(cardVersions))[0]!.n,
  files: (await db.select({ n: count() }).from(cardFiles))[0]!.n,
  feedback: (await db.select({ n: count() }).from(cardFeedback))[0]!.n,
  comments: (await db.select({ n: count() }).from(cardComments))[0]!.n,
  members: (await db.select({ n: count() }).from(users))[0]!.n,
  blobs: storedFiles(),
});

describe("seedDemoLibrary", () => {
  it("refuses in production and writes nothing", async () => {
    await seedDatabase(db, { isProduction: false });
    await expect(seedDemoLibrary(db, { store, isProduction: true })).rejects.toThrow(
      /never seeded in production/,
    );
    expect(await db.select().from(users).where(like(users.subject, "demo-library:%"))).toHaveLength(0);
  });

  it("makes a living library: published cards of every type with every section filled, files, people and activity", {
    timeout: 90_000,
  }, async () => {
    const seeded = await seedDemoLibrary(db, { store, isProduction: false });
    expect(seeded).toMatchObject({ isCreated: true, publishedCards: demoCards.length });
    expect(demoCards.length).toBeGreaterThanOrEqual(38);

    const published = await db
      .select({ id: cards.id, content: cardVersions.content })
      .from(cards)
      .innerJoin(cardVersions, eq(cardVersions.id, cards.publishedVersionId))
      .where(eq(cards.status, "published"));
    expect(published).toHaveLength(demoCards.length);
    const types = new Set(demoCards.map((card) => card.type));
    expect([...types].sort()).toEqual(["Activity", "Assessment", "Course", "General", "Program"]);
    expect(new Set(demoCards.flatMap((card) => card.disciplines)).size).toBeGreaterThanOrEqual(12);
    for (const { content } of published) {
      const c = content as Record<string, unknown> & {
        mindset: Record<string, { elaboration?: string }> & { indicators: unknown[] };
        resources: { folders: { items: unknown[] }[] };
        attributes: { tags: string[]; disciplineIds: string[]; courseLevel: string | null };
        coverImageId: string | null;
        title: string;
      };
      for (const field of richTextFields) {
        const doc = c[field] as { content?: { content?: unknown[] }[] } | null;
        expect(doc?.content?.length, `${c.title}: ${field}`).toBeGreaterThan(0);
        expect(JSON.stringify(doc), `${c.title}: ${field}`).toMatch(/"text":"[^"]{20,}/);
      }
      for (const aspect of ["curiosity", "connections", "creatingValue"])
        expect(c.mindset[aspect]?.elaboration?.length, `${c.title}: ${aspect}`).toBeGreaterThan(20);
      expect(c.mindset.indicators.length).toBeGreaterThan(0);
      expect(c.summary).toBeTruthy();
      expect(c.coverImageId).toBeTruthy();
      expect(c.resources.folders[0]?.items.length).toBeGreaterThan(0);
      expect(c.attributes.tags.length).toBeGreaterThan(0);
      expect(c.attributes.disciplineIds.length).toBeGreaterThan(0);
      expect(c.attributes.courseLevel).toBeTruthy();
    }

    const demoMembers = await db.select().from(users).where(like(users.subject, "demo-library:%"));
    expect(demoMembers).toHaveLength(12);
    const ids = published.map((card) => card.id);
    const images = await db.select().from(cardFiles).where(eq(cardFiles.kind, "image"));
    expect(
      images.filter((file) => file.previewBlobId && file.thumbnailBlobId && file.width === 1200),
    ).toHaveLength(demoCards.length + 1);
    const stats = await db.select().from(cardStats).where(inArray(cardStats.cardId, ids));
    expect(stats.every((row) => row.isPublic && row.firstPublishedAt !== null)).toBe(true);
    expect(stats.reduce((sum, row) => sum + row.ratingCount, 0)).toBeGreaterThan(60);
    expect(stats.filter((row) => row.commentCount > 0).length).toBeGreaterThan(20);
    expect(stats.filter((row) => row.timesUsed > 0).length).toBeGreaterThan(30);
    const [review] = await db
      .select()
      .from(cardReviews)
      .where(
        inArray(
          cardReviews.submittedBy,
          demoMembers.map((m) => m.id),
        ),
      );
    expect(review?.status).toBe("submitted");
    expect((await db.select().from(institutionKeenLeaders)).length).toBe(6);
    expect((await db.select().from(institutionFellows)).length).toBeGreaterThanOrEqual(6);
    expect((await db.select().from(institutionFeaturedCards)).length).toBeGreaterThanOrEqual(6);
    // Every file row's bytes are in the store.
    const blobCount = (await db.select({ n: count() }).from(blobs))[0]!.n;
    expect(storedFiles()).toBe(blobCount);
    const old = await db.select({ id: cards.id }).from(cards).where(isNotNull(cards.firstPublishedAt));
    expect(old.length).toBe(demoCards.length);
  });

  it("adds nothing when run again", async () => {
    const before = await tally();
    const again = await seedDemoLibrary(db, { store, isProduction: false });
    expect(again.isCreated).toBe(false);
    expect(await tally()).toEqual(before);
  });

  it("removes only the demo library and its files, and makes it again", { timeout: 90_000 }, async () => {
    await removeDemoLibrary(db, store);
    const after = await tally();
    expect(after).toMatchObject({ cards: 1, files: 0, feedback: 0, comments: 0, members: 3, blobs: 0 });
    const again = await seedDemoLibrary(db, { store, isProduction: false });
    expect(again.publishedCards).toBe(demoCards.length);
  });
});
