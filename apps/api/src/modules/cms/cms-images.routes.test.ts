import { blobs, cmsPageImages } from "@keen/db";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { bearer, buildUser, signTokenFor } from "../../test/factories";
import { countBlobRows, htmlPage, makeImage, multipart } from "../../test/file-fixtures";
import { buildFilesTestApp } from "../card-files/testing/harness";
import { findWaitingJobs, makeDueNow } from "../files/testing/delayed-jobs";
import { UNREFERENCED_IMAGE_GRACE_MS } from "./cms-page-images";

const { db } = await useTestDatabase();
const { app, storedFiles } = await buildFilesTestApp(db);
const MB = 1024 * 1024;
const member = await buildUser(db);
const admin = await buildUser(db, { role: "admin" });
const tokens = { member: await signTokenFor(member), admin: await signTokenFor(admin) };
type Caller = "visitor" | "member" | "admin";
const headersFor = (caller: Caller) => (caller === "visitor" ? {} : bearer(tokens[caller]));

let sequence = 0;
type Doc = { type: "doc"; content: unknown[] };
const textDoc = (text: string): Doc => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});
/** A document showing the given `/File/…` images under a paragraph. */
const docWithImages = (...srcs: string[]): Doc => ({
  type: "doc",
  content: [
    ...textDoc("Lab bench layout").content,
    ...srcs.map((src) => ({ type: "image", attrs: { src, alt: "The bench" } })),
  ],
});
const storedPath = (url: string) => new URL(url).pathname;

async function createPage(isActive = true) {
  const response = await app.inject({
    method: "POST",
    url: "/CmsPage",
    headers: headersFor("admin"),
    payload: { slug: `images-${++sequence}`, title: "Lab safety", content: textDoc("Hello"), isActive },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; slug: string };
}

async function upload(
  pageId: string,
  caller: Caller,
  file = { name: "bench.png", type: "image/png" },
  content?: Buffer,
) {
  const body = await multipart({
    content: content ?? (await makeImage("png", { width: 1400, height: 700 })),
    ...file,
  });
  return app.inject({
    method: "POST",
    url: `/CmsPage/${pageId}/Images`,
    payload: body.payload,
    headers: { ...headersFor(caller), ...body.headers },
  });
}

async function uploadImage(pageId: string) {
  const response = await upload(pageId, "admin");
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; url: string; previewUrl: string; thumbnailUrl: string };
}

const saveContent = (pageId: string, content: Doc, extra: Record<string, unknown> = {}) =>
  app.inject({
    method: "PUT",
    url: `/CmsPage/${pageId}`,
    headers: headersFor("admin"),
    payload: { content, ...extra },
  });

/** GET of a `/File/…` URL or path, as `caller`, without the signed token unless `keepToken`. */
function getFile(url: string, caller: Caller, keepToken = false) {
  const parsed = new URL(url, "http://api.invalid");
  return app.inject({
    method: "GET",
    url: parsed.pathname + (keepToken ? parsed.search : ""),
    headers: headersFor(caller),
  });
}

const backdate = (imageId: string) =>
  db
    .update(cmsPageImages)
    .set({ createdAt: new Date(Date.now() - UNREFERENCED_IMAGE_GRACE_MS - 60_000) })
    .where(eq(cmsPageImages.id, imageId));

describe("CMS image routes: who may call them", () => {
  it.each([
    ["visitor", 401],
    ["member", 403],
    ["admin", 201],
  ] as const)("POST /CmsPage/{id}/Images as %s → %i", async (caller, status) => {
    const page = await createPage();
    const before = await countBlobRows(db);
    const response = await upload(page.id, caller);
    expect(response.statusCode, response.body).toBe(status);
    expect(await countBlobRows(db)).toBe(status === 201 ? before + 3 : before);
  });

  it.each([
    ["visitor", 401],
    ["member", 403],
    ["admin", 200],
  ] as const)("GET /CmsPage/{id}/Images as %s → %i", async (caller, status) => {
    const page = await createPage();
    await uploadImage(page.id);
    const response = await app.inject({
      method: "GET",
      url: `/CmsPage/${page.id}/Images`,
      headers: headersFor(caller),
    });
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json()).toHaveLength(1);
  });

  it("answers 404 for an unknown page, before reading the upload", async () => {
    const response = await upload("00000000-0000-4000-8000-000000000000", "admin");
    expect(response.statusCode).toBe(404);
    const list = await app.inject({
      method: "GET",
      url: "/CmsPage/00000000-0000-4000-8000-000000000000/Images",
      headers: headersFor("admin"),
    });
    expect(list.statusCode).toBe(404);
  });
});

describe("POST /CmsPage/{id}/Images", () => {
  it("stores the image re-encoded with 960 and 320 pixel WebP renditions", async () => {
    const page = await createPage(false);
    const response = await upload(page.id, "admin", { name: "bench layout.png", type: "image/png" });
    expect(response.statusCode).toBe(201);
    const image = response.json();
    expect(image).toMatchObject({
      name: "bench layout.png",
      contentType: "image/png",
      width: 1400,
      height: 700,
    });
    expect(image.url).toMatch(/\/File\/[0-9a-f-]{36}\/Content\?token=/);
    const original = await getFile(image.url, "visitor", true);
    expect(original.statusCode).toBe(200);
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: "png", width: 1400 });
    for (const [url, width] of [
      [image.previewUrl, 960],
      [image.thumbnailUrl, 320],
    ] as const) {
      const rendition = await getFile(url, "visitor", true);
      expect(rendition.headers["content-type"]).toBe("image/webp");
      expect(rendition.headers["content-disposition"]).toContain("bench layout-");
      expect(await sharp(rendition.rawPayload).metadata()).toMatchObject({ format: "webp", width });
    }
  });

  it("refuses HTML posing as a PNG with 415 naming the accepted types, keeping nothing", async () => {
    const page = await createPage();
    const before = { rows: await countBlobRows(db), files: storedFiles().length };
    const response = await upload(page.id, "admin", { name: "photo.png", type: "image/png" }, htmlPage);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: "unsupported_media_type" });
    expect(response.json().message).toMatch(/JPEG, PNG, WebP or GIF/);
    expect({ rows: await countBlobRows(db), files: storedFiles().length }).toEqual(before);
  });

  it("refuses an image above the upload limit with 413 naming the limit, keeping nothing", async () => {
    const page = await createPage();
    const before = { rows: await countBlobRows(db), files: storedFiles().length };
    const huge = Buffer.concat([await makeImage("png"), Buffer.alloc(1.5 * MB)]);
    const response = await upload(page.id, "admin", { name: "huge.png", type: "image/png" }, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: "payload_too_large" });
    expect(response.json().message).toContain("1 MB");
    expect({ rows: await countBlobRows(db), files: storedFiles().length }).toEqual(before);
  });

  it("says which field is missing when the request has no file", async () => {
    const page = await createPage();
    const body = await multipart(null, { note: "no file" });
    const response = await app.inject({
      method: "POST",
      url: `/CmsPage/${page.id}/Images`,
      payload: body.payload,
      headers: { ...headersFor("admin"), ...body.headers },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/file/);
  });
});

describe("reading a page's images through /File/{blobId}/Content", () => {
  it("shows an active page's image to visitors without a token, in the page's HTML too", async () => {
    const page = await createPage(true);
    const image = await uploadImage(page.id);
    // Uploaded but not yet in the saved content: not public.
    expect((await getFile(image.url, "visitor")).statusCode).toBe(404);
    expect((await saveContent(page.id, docWithImages(storedPath(image.url)))).statusCode).toBe(200);

    for (const url of [image.url, image.previewUrl, image.thumbnailUrl]) {
      expect((await getFile(url, "visitor")).statusCode).toBe(200);
      expect((await getFile(url, "member")).statusCode).toBe(200);
    }
    const bySlug = await app.inject({ method: "GET", url: `/CmsPage/by-slug/${page.slug}` });
    const html: string = bySlug.json().contentHtml;
    const src = /<img[^>]* src="([^"]+)"/.exec(html)?.[1];
    expect(src).toMatch(new RegExp(`^https?://[^/]+${storedPath(image.url)}$`));
    expect((await getFile(src!, "visitor")).statusCode).toBe(200);
    // The stored document keeps the stable path.
    expect(bySlug.json().content.content[1].attrs.src).toBe(storedPath(image.url));
  });

  it("hides an inactive page's image from visitors and members; admins read it and get signed URLs", async () => {
    const page = await createPage(false);
    const image = await uploadImage(page.id);
    await saveContent(page.id, docWithImages(storedPath(image.url)));
    expect((await getFile(image.url, "visitor")).statusCode).toBe(404);
    expect((await getFile(image.url, "member")).statusCode).toBe(404);
    expect((await getFile(image.url, "admin")).statusCode).toBe(200);

    const edited = await app.inject({
      method: "GET",
      url: `/CmsPage/${page.id}`,
      headers: headersFor("admin"),
    });
    const src = /<img[^>]* src="([^"]+)"/.exec(edited.json().contentHtml)?.[1]?.replaceAll("&amp;", "&");
    expect(src).toMatch(/\/Content\?token=/);
    expect((await getFile(src!, "visitor", true)).statusCode).toBe(200);

    // Deactivating a live page takes its images down with it.
    const live = await createPage(true);
    const liveImage = await uploadImage(live.id);
    await saveContent(live.id, docWithImages(storedPath(liveImage.url)));
    expect((await getFile(liveImage.url, "visitor")).statusCode).toBe(200);
    await saveContent(live.id, docWithImages(storedPath(liveImage.url)), { isActive: false });
    expect((await getFile(liveImage.url, "visitor")).statusCode).toBe(404);
  });

  it("does not make another page's image public by pointing at it", async () => {
    const hidden = await createPage(false);
    const image = await uploadImage(hidden.id);
    const thief = await createPage(true);
    await saveContent(thief.id, docWithImages(storedPath(image.url)));
    expect((await getFile(image.url, "visitor")).statusCode).toBe(404);
    const html: string = (await app.inject({ method: "GET", url: `/CmsPage/by-slug/${thief.slug}` })).json()
      .contentHtml;
    expect(html).not.toContain("token=");
  });
});

describe("pruning a page's images", () => {
  const imageRows = (pageId: string) =>
    db.select().from(cmsPageImages).where(eq(cmsPageImages.pageId, pageId));

  it("deletes images the saved content no longer shows, once the grace period is over", async () => {
    const page = await createPage(true);
    const kept = await uploadImage(page.id);
    const removed = await uploadImage(page.id);
    await saveContent(page.id, docWithImages(storedPath(kept.url), storedPath(removed.url)));
    await app.jobs.runDue();
    const filesBefore = storedFiles().length;

    // Removed from the content: no longer public at once, but kept a while for open editors.
    await saveContent(page.id, docWithImages(storedPath(kept.url)));
    expect((await getFile(removed.url, "visitor")).statusCode).toBe(404);
    expect(await imageRows(page.id)).toHaveLength(2);

    await backdate(removed.id);
    await backdate(kept.id);
    await saveContent(page.id, docWithImages(storedPath(kept.url)));
    expect((await imageRows(page.id)).map((row) => row.id)).toEqual([kept.id]);
    // The bytes go by a job the save recorded.
    expect(storedFiles().length).toBe(filesBefore);
    await app.jobs.runDue();
    expect(storedFiles().length).toBe(filesBefore - 3);
    expect((await getFile(removed.url, "admin")).statusCode).toBe(404);
    expect((await getFile(kept.url, "visitor")).statusCode).toBe(200);
  });

  it("deletes an upload the saved content does not show when its grace period ends, without another save", async () => {
    const page = await createPage(true);
    const shown = await uploadImage(page.id);
    const unsaved = await uploadImage(page.id);
    await saveContent(page.id, docWithImages(storedPath(shown.url)));
    await app.jobs.runDue();
    const filesBefore = storedFiles().length;
    const delayed = await findWaitingJobs<{ pageId: string }>(
      app.jobs,
      "files.prune-cms-page-images",
      "created",
      (data) => data.pageId === page.id,
    );
    expect(delayed).toHaveLength(2);
    for (const job of delayed) {
      expect(job.startAfter.getTime()).toBeGreaterThan(Date.now() + UNREFERENCED_IMAGE_GRACE_MS);
    }

    await backdate(shown.id);
    await backdate(unsaved.id);
    await makeDueNow(db, delayed);
    await app.jobs.runDue();
    expect((await imageRows(page.id)).map((row) => row.id)).toEqual([shown.id]);
    expect(storedFiles().length).toBe(filesBefore - 3);
    expect((await getFile(shown.url, "visitor")).statusCode).toBe(200);
  });

  it("keeps images when only other fields change", async () => {
    const page = await createPage(true);
    const image = await uploadImage(page.id);
    await backdate(image.id);
    const response = await app.inject({
      method: "PUT",
      url: `/CmsPage/${page.id}`,
      headers: headersFor("admin"),
      payload: { title: "Renamed" },
    });
    expect(response.statusCode).toBe(200);
    expect(await imageRows(page.id)).toHaveLength(1);
  });

  it("deletes every image, its blobs and bytes with the page", async () => {
    const page = await createPage(true);
    const image = await uploadImage(page.id);
    await saveContent(page.id, docWithImages(storedPath(image.url)));
    const [row] = await imageRows(page.id);
    await app.jobs.runDue();
    const filesBefore = storedFiles().length;
    const response = await app.inject({
      method: "DELETE",
      url: `/CmsPage/${page.id}`,
      headers: headersFor("admin"),
    });
    expect(response.statusCode).toBe(204);
    expect(await imageRows(page.id)).toHaveLength(0);
    expect(await db.select().from(blobs).where(eq(blobs.id, row!.blobId))).toHaveLength(0);
    await app.jobs.runDue();
    expect(storedFiles().length).toBe(filesBefore - 3);
    expect((await getFile(image.url, "admin")).statusCode).toBe(404);
  });
});
