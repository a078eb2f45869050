import { cardFileLinks, cardFiles } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { makeImage } from "../../test/file-fixtures";
import { buildCardWithPeople, buildFilesTestApp, countBlobRows, uploadFile } from "./testing/harness";

const { db } = await useTestDatabase();
const { app, storedFiles } = await buildFilesTestApp(db);

type People = Awaited<ReturnType<typeof buildCardWithPeople>>;

async function uploadImage(people: People, name: string): Promise<{ id: string; url: string }> {
  const image = { content: await makeImage("png", { width: 40, height: 30 }), name, type: "image/png" };
  const response = await uploadFile(app, people.card.id, "Images", people.headersFor("author"), image);
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** Saves draft changes from the draft's current revision, as the editor's autosave does. */
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
  return response.json();
}

const fileExists = async (id: string) =>
  (await db.select({ id: cardFiles.id }).from(cardFiles).where(eq(cardFiles.id, id))).length > 0;

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
    const links = await db.select().from(cardFileLinks).where(eq(cardFileLinks.fileId, cover.id));
    expect(links.map((link) => link.versionId)).toEqual([expect.any(String)]);

    const asMember = await app.inject({
      method: "GET",
      url: `/Card/${card.id}?version=published`,
      headers: headersFor("member"),
    });
    expect(asMember.json().coverImageId).toBe(cover.id);
    const image = await app.inject({
      method: "GET",
      url: new URL(asMember.json().coverImageUrl).pathname + new URL(asMember.json().coverImageUrl).search,
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
    const images = await app.inject({
      method: "GET",
      url: `/Card/${people.card.id}/Images`,
      headers: people.headersFor("author"),
    });
    expect(
      images
        .json()
        .map((image: { id: string }) => image.id)
        .sort(),
    ).toEqual([cover.id, inline.id].sort());
  });
});
