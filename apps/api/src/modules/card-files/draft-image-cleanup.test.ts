import { cardFileLinks, cardFiles } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { countBlobRows, makeImage } from "../../test/file-fixtures";
import { findWaitingJobs, makeDueNow } from "../files/testing/delayed-jobs";
import { buildCardWithPeople, buildFilesTestApp, uploadFile } from "./testing/harness";

const { db } = await useTestDatabase();
const { app, storedFiles } = await buildFilesTestApp(db);

type People = Awaited<ReturnType<typeof buildCardWithPeople>>;

async function uploadImage(people: People, name: string): Promise<{ id: string; url: string }> {
  const image = { content: await makeImage("png", { width: 40, height: 30 }), name, type: "image/png" };
  const response = await uploadFile(app, people.card.id, "Images", people.headersFor("author"), image);
  expect(response.statusCode).toBe(201);
  return response.json();
}

/**
 * Saves draft changes from the draft's current revision, as the editor's autosave does, then runs
 * the jobs that are due (pruning and deleting bytes), as the workers would right after.
 */
async function save(people: People, changes: object) {
  const { card, headersFor } = people;
  const current = await app.inject({
    method: "GET",
    url: `/Card/${card.id}?version=draft`,
    headers: headersFor("author"),
  });
  const response = await app.inject({
    method: "PUT",
    url: `/Card/${card.id}`,
    headers: headersFor("author"),
    payload: { baseRevision: current.json().draftRevision, changes },
  });
  expect(response.statusCode).toBe(200);
  await app.jobs.runDue();
  return response.json();
}

const fileExists = async (id: string) =>
  (await db.select({ id: cardFiles.id }).from(cardFiles).where(eq(cardFiles.id, id))).length > 0;

const hourAndMinute = 61 * 60 * 1000;

/** Makes an upload look older than the one-hour grace period. */
async function age(image: { id: string }) {
  await db
    .update(cardFiles)
    .set({ createdAt: new Date(Date.now() - hourAndMinute) })
    .where(eq(cardFiles.id, image.id));
}

/** A description showing the given uploads inline, by their stable `/File/{blobId}/Content` paths. */
const inline = (...images: { url: string }[]) => ({
  type: "doc",
  content: [
    { type: "paragraph", content: [{ type: "text", text: "Set up the rig." }] },
    ...images.map((image) => ({ type: "image", attrs: { src: new URL(image.url).pathname } })),
  ],
});

/** The draft's images as the editor lists them (`GET /Card/{cardId}/Images`). */
async function draftImages(people: People): Promise<{ id: string; thumbnailUrl: string }[]> {
  const images = await app.inject({
    method: "GET",
    url: `/Card/${people.card.id}/Images`,
    headers: people.headersFor("author"),
  });
  expect(images.statusCode).toBe(200);
  return images.json();
}

const draftImageIds = async (people: People) => (await draftImages(people)).map((image) => image.id).sort();

/** The card's only link to `fileId` is a published version's: the draft let go of it. */
async function expectOnlyVersionLink(fileId: string) {
  const links = await db.select().from(cardFileLinks).where(eq(cardFileLinks.fileId, fileId));
  expect(links.map((link) => link.versionId)).toEqual([expect.any(String)]);
}

/** The published card as a member (not an author) reads it. */
async function readPublishedAsMember(people: People) {
  const response = await app.inject({
    method: "GET",
    url: `/Card/${people.card.id}?version=published`,
    headers: people.headersFor("member"),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function post(people: People, action: "Publish" | "SyncLatestVersion") {
  const response = await app.inject({
    method: "POST",
    url: `/Card/${people.card.id}/${action}`,
    headers: people.headersFor("author"),
  });
  expect(response.statusCode).toBe(200);
  await app.jobs.runDue();
  return response.json();
}

/** The card's prune jobs waiting for an upload's grace period to end. */
const delayedPrunes = (cardId: string) =>
  findWaitingJobs<{ cardId: string }>(
    app.jobs,
    "files.prune-card-files",
    "created",
    (data) => data.cardId === cardId,
  );

describe("replacing or removing the cover", () => {
  it("deletes the old draft-only cover's rows and stored bytes once the save lands", async () => {
    const people = await buildCardWithPeople(db);
    const before = { rows: await countBlobRows(db), files: storedFiles().length };
    const first = await uploadImage(people, "first.png");
    await save(people, { coverImageId: first.id });
    const second = await uploadImage(people, "second.png");

    const replaced = await save(people, { coverImageId: second.id });
    expect(replaced.coverImageId).toBe(second.id);
    expect(await fileExists(first.id)).toBe(false);
    expect(await fileExists(second.id)).toBe(true);
    // Each image is stored with two renditions: three blobs apiece.
    expect({ rows: await countBlobRows(db), files: storedFiles().length }).toEqual({
      rows: before.rows + 3,
      files: before.files + 3,
    });

    await save(people, { coverImageId: null });
    expect(await fileExists(second.id)).toBe(false);
    expect({ rows: await countBlobRows(db), files: storedFiles().length }).toEqual(before);
  });

  it("keeps a cover the published version still shows, and its file stays readable", async () => {
    const people = await buildCardWithPeople(db);
    const { card, headersFor } = people;
    const cover = await uploadImage(people, "cover.png");
    await save(people, { coverImageId: cover.id });
    const published = await app.inject({
      method: "POST",
      url: `/Card/${card.id}/Publish`,
      headers: headersFor("author"),
    });
    expect(published.statusCode).toBe(200);

    const draft = await save(people, { coverImageId: null });
    expect(draft.coverImageId).toBeNull();
    expect(await fileExists(cover.id)).toBe(true);
    await expectOnlyVersionLink(cover.id);

    const asMember = await readPublishedAsMember(people);
    expect(asMember.coverImageId).toBe(cover.id);
    const image = await app.inject({
      method: "GET",
      url: new URL(asMember.coverImageUrl).pathname + new URL(asMember.coverImageUrl).search,
    });
    expect(image.statusCode).toBe(200);
  });

  it("keeps the old cover while the draft still shows it inline, and leaves other images alone", async () => {
    const people = await buildCardWithPeople(db);
    const cover = await uploadImage(people, "cover.png");
    const inline = await uploadImage(people, "inline.png");
    const blobPath = (url: string) => new URL(url).pathname;
    await save(people, {
      coverImageId: cover.id,
      description: {
        type: "doc",
        content: [
          { type: "image", attrs: { src: blobPath(cover.url) } },
          { type: "image", attrs: { src: blobPath(inline.url) } },
        ],
      },
    });

    await save(people, { coverImageId: null });
    expect(await fileExists(cover.id)).toBe(true);
    expect(await draftImageIds(people)).toEqual([cover.id, inline.id].sort());
  });
});

describe("inline images the draft no longer shows", () => {
  it("deletes an old removed image's rows and stored bytes at the next save, and keeps the ones still shown", async () => {
    const people = await buildCardWithPeople(db);
    const before = { rows: await countBlobRows(db), files: storedFiles().length };
    const removed = await uploadImage(people, "removed.png");
    const kept = await uploadImage(people, "kept.png");
    await save(people, { description: inline(removed, kept) });
    await age(removed);
    await age(kept);

    await save(people, { description: inline(kept) });
    expect(await fileExists(removed.id)).toBe(false);
    expect(await fileExists(kept.id)).toBe(true);
    expect(await draftImageIds(people)).toEqual([kept.id]);
    expect({ rows: await countBlobRows(db), files: storedFiles().length }).toEqual({
      rows: before.rows + 3,
      files: before.files + 3,
    });
  });

  it("counts an image shown in any rich-text field, or through one of its renditions", async () => {
    const people = await buildCardWithPeople(db);
    const tip = await uploadImage(people, "tip.png");
    const thumbnail = await uploadImage(people, "thumbnail.png");
    await age(tip);
    await age(thumbnail);

    await save(people, {
      instructorTips: inline(tip),
      learningObjectives: inline({
        url: (await draftImages(people)).find((image) => image.id === thumbnail.id)!.thumbnailUrl,
      }),
    });
    expect(await draftImageIds(people)).toEqual([tip.id, thumbnail.id].sort());
  });

  it("keeps an unshown upload younger than an hour (an editor may not have saved it yet)", async () => {
    const people = await buildCardWithPeople(db);
    const fresh = await uploadImage(people, "fresh.png");
    await save(people, { description: inline(fresh) });

    const saved = await save(people, { description: inline(), title: "Without the picture" });
    expect(saved.title).toBe("Without the picture");
    expect(await fileExists(fresh.id)).toBe(true);
    expect(await draftImageIds(people)).toEqual([fresh.id]);

    // Once older than the grace period, the next save that changes anything removes it.
    await age(fresh);
    await save(people, { title: "Still without the picture" });
    expect(await fileExists(fresh.id)).toBe(false);
  });

  it("lets an upload the saved draft does not show go when its grace period ends, without another save", async () => {
    const people = await buildCardWithPeople(db);
    const shown = await uploadImage(people, "shown.png");
    const dropped = await uploadImage(people, "dropped.png");
    await save(people, { description: inline(shown, dropped) });
    await save(people, { description: inline(shown) });
    expect(await draftImageIds(people)).toEqual([shown.id, dropped.id].sort());
    const before = { rows: await countBlobRows(db), files: storedFiles().length };

    // Each upload recorded a prune for a minute after its grace period.
    const delayed = await delayedPrunes(people.card.id);
    expect(delayed).toHaveLength(2);
    for (const job of delayed) {
      expect(job.startAfter.getTime()).toBeGreaterThan(Date.now() + 60 * 60 * 1000);
      expect(job.startAfter.getTime()).toBeLessThan(Date.now() + 62 * 60 * 1000);
    }
    expect(await app.jobs.runDue()).toBe(0);
    expect(await fileExists(dropped.id)).toBe(true);

    // An hour later (moved forward here rather than waited for), the prune finds it unshown and old.
    await age(shown);
    await age(dropped);
    await makeDueNow(db, delayed);
    await app.jobs.runDue();
    expect(await fileExists(dropped.id)).toBe(false);
    expect(await draftImageIds(people)).toEqual([shown.id]);
    expect({ rows: await countBlobRows(db), files: storedFiles().length }).toEqual({
      rows: before.rows - 3,
      files: before.files - 3,
    });
  });

  it("keeps an image the published version shows, readable by members, while the draft lets it go", async () => {
    const people = await buildCardWithPeople(db);
    const { headersFor } = people;
    const shown = await uploadImage(people, "shown.png");
    await save(people, { description: inline(shown) });
    await post(people, "Publish");
    await age(shown);

    await save(people, { description: inline() });
    expect(await fileExists(shown.id)).toBe(true);
    expect(await draftImageIds(people)).toEqual([]);
    await expectOnlyVersionLink(shown.id);

    const asMember = await readPublishedAsMember(people);
    const src = /src="([^"]+)"/.exec(asMember.descriptionHtml)?.[1];
    expect(src).toContain(`${new URL(shown.url).pathname}?token=`);
    const signed = new URL(src!.replaceAll("&amp;", "&"), "http://api.test");
    const image = await app.inject({ method: "GET", url: signed.pathname + signed.search });
    expect(image.statusCode).toBe(200);
    const withToken = await app.inject({
      method: "GET",
      url: new URL(shown.url).pathname,
      headers: headersFor("member"),
    });
    expect(withToken.statusCode).toBe(200);
  });

  it("on SyncLatestVersion drops old images only the discarded draft showed, and keeps fresh uploads", async () => {
    const people = await buildCardWithPeople(db);
    const published = await uploadImage(people, "published.png");
    await save(people, { description: inline(published) });
    await post(people, "Publish");
    const old = await uploadImage(people, "old.png");
    const fresh = await uploadImage(people, "fresh.png");
    await save(people, { description: inline(published, old, fresh) });
    await age(old);
    await age(published);
    const before = { rows: await countBlobRows(db), files: storedFiles().length };

    const synced = await post(people, "SyncLatestVersion");
    expect(synced.description).toEqual(inline(published));
    expect(await fileExists(old.id)).toBe(false);
    expect(await draftImageIds(people)).toEqual([published.id, fresh.id].sort());
    expect({ rows: await countBlobRows(db), files: storedFiles().length }).toEqual({
      rows: before.rows - 3,
      files: before.files - 3,
    });
  });
});
