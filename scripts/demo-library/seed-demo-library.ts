import { blobs, cardFiles, cards, cardTypes, type Database, disciplines, users } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { inArray } from "drizzle-orm";
import type { BlobStore } from "../../apps/api/src/lib/blob-store";
import { publishCard } from "../../apps/api/src/modules/cards/publish-card";
import { spreadRelated, storeRelated } from "../../apps/api/src/modules/cards/related-cards-ranking";
import { submitReview } from "../../apps/api/src/modules/reviews/submit-review";
import { type SeededCard, seedDemoEngagement, seedDemoInstitutions } from "./demo-activity-seed";
import { backdateDemoLibrary } from "./demo-backdate";
import { createDemoCard, type DemoLookups } from "./demo-card-seed";
import { demoCardInReview, demoCards } from "./demo-cards";
import { demoLibraryState, findDemoMemberIds } from "./demo-library-state";
import { seedDemoMembers } from "./demo-members-seed";

/**
 * Jobs the product's operations send while the library is made, dropped: the seed's fictional
 * activity must not fill inboxes with notifications (or mail), and the related-cards ranking
 * they would ask for is done here, once, after every card is published.
 */
const droppedJobs: JobSender = { sendInTransaction: async () => {}, send: async () => {} };

/** What a seed did: whether it made the library, how many cards, and how long it took. */
export type DemoLibrarySeed = { isCreated: boolean; publishedCards: number; milliseconds: number };

/**
 * Seeds the demo library (development only: refuses when `isProduction`): twelve demo members,
 * about forty published cards with covers, attachments and co-authors, one card waiting for
 * review, ratings, bookmarks and discussions, and six institutions' people and featured cards.
 * Made through the card domain and the API's operations, so the rows, files, stats, search
 * documents and versions are the ones the product writes. Idempotent: a complete library is left
 * alone; one a failed seed left half-made is removed and made again. Needs the lookups and demo
 * accounts (`seedDatabase`).
 */
export async function seedDemoLibrary(
  db: Database,
  options: { store: BlobStore; isProduction: boolean },
): Promise<DemoLibrarySeed> {
  if (options.isProduction) throw new Error("The demo library is never seeded in production.");
  const started = Date.now();
  const state = await demoLibraryState(db);
  if (state === "complete")
    return { isCreated: false, publishedCards: 0, milliseconds: Date.now() - started };
  if (state === "partial") await removeDemoLibrary(db, options.store);

  const jobs = droppedJobs;
  const people = await seedDemoMembers(db);
  const lookups = await readLookups(db);
  const deps = { db, store: options.store, jobs, people, lookups };
  const seeded: SeededCard[] = [];
  for (const [index, spec] of demoCards.entries()) {
    const id = await createDemoCard(deps, spec, index);
    await publishCard(db, { userId: people.get(spec.authors[0]!)!, role: "member" }, id, jobs);
    seeded.push({ id, spec, index });
  }
  const reviewIndex = demoCards.length;
  const inReview = await createDemoCard(deps, demoCardInReview, reviewIndex);
  await submitReview(
    db,
    jobs,
    { userId: people.get(demoCardInReview.authors[0]!)!, role: "member" },
    inReview,
    {
      note: "Our first card: we would value comments on how we assess the pitch most.",
    },
  );
  for (const { id } of seeded) if (await storeRelated(db, id)) await spreadRelated(db, id);
  await seedDemoEngagement(db, jobs, people, seeded);
  await seedDemoInstitutions(db, jobs, people, seeded);
  await backdateDemoLibrary(db, seeded);
  return { isCreated: true, publishedCards: seeded.length, milliseconds: Date.now() - started };
}

async function readLookups(db: Database): Promise<DemoLookups> {
  const types = await db.select({ id: cardTypes.id, name: cardTypes.name }).from(cardTypes);
  const fields = await db.select({ id: disciplines.id, name: disciplines.name }).from(disciplines);
  return {
    typeIds: new Map(types.map((row) => [row.name, row.id])),
    disciplineIds: new Map(fields.map((row) => [row.name, row.id])),
  };
}

/**
 * Removes the demo library: the demo members' cards (with everything hanging on them: versions,
 * files, ratings, discussions, bookmarks, reviews, featured places), their files' blobs and
 * stored bytes, and the demo members (with their institution roles). Other members' own work
 * is untouched. Development only, like the seed.
 */
export async function removeDemoLibrary(db: Database, store: BlobStore): Promise<void> {
  const memberIds = await findDemoMemberIds(db);
  if (memberIds.length === 0) return;
  const cardRows = await db.select({ id: cards.id }).from(cards).where(inArray(cards.createdBy, memberIds));
  const cardIds = cardRows.map((row) => row.id);
  const fileRows =
    cardIds.length === 0
      ? []
      : await db
          .select({
            blob: cardFiles.blobId,
            thumbnail: cardFiles.thumbnailBlobId,
            preview: cardFiles.previewBlobId,
          })
          .from(cardFiles)
          .where(inArray(cardFiles.cardId, cardIds));
  const blobIds = [
    ...new Set(fileRows.flatMap((row) => [row.blob, row.thumbnail, row.preview]).filter((id) => id !== null)),
  ];
  const keys = await db.transaction(async (tx) => {
    if (cardIds.length > 0) await tx.delete(cards).where(inArray(cards.id, cardIds));
    const removed =
      blobIds.length === 0
        ? []
        : await tx.delete(blobs).where(inArray(blobs.id, blobIds)).returning({ key: blobs.storageKey });
    await tx.delete(users).where(inArray(users.id, memberIds));
    return removed.map((row) => row.key);
  });
  // Bytes go after the rows (a row never outlives its bytes); a failure leaves an orphan the sweep removes.
  await Promise.all(keys.map((key) => store.delete(key).catch(() => {})));
}
