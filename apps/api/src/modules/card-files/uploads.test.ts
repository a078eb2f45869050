import { blobs, cardFiles } from "@keen/db";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import {
  countBlobRows,
  htmlPage,
  makeDocx,
  makeElf,
  makeImage,
  makeMp3,
  makeMp4,
  makePdf,
  makeZip,
  multipart,
} from "../../test/file-fixtures";
import { buildCardWithPeople, buildFilesTestApp } from "./testing/harness";

const { db } = await useTestDatabase();
const { app, storedFiles } = await buildFilesTestApp(db);
const MB = 1024 * 1024;

async function upload(
  path: string,
  headers: Record<string, string>,
  file: { content: Buffer; name: string; type: string } | null,
  fields: Record<string, string> = {},
  options: { fieldsAfterFile?: boolean } = {},
) {
  const body = await multipart(file, fields, options);
  return app.inject({
    method: "POST",
    url: path,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

/** Fetches a presented (signed) URL without any other credentials. */
async function fetchUrl(url: string) {
  const { pathname, search } = new URL(url);
  return app.inject({ method: "GET", url: pathname + search });
}

describe("POST /Card/{cardId}/Images", () => {
  it("stores the image without metadata, upright, with 960 and 320 pixel WebP renditions", async () => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const jpeg = await makeImage("jpeg", { width: 1200, height: 800 });
    const response = await upload(`/Card/${card.id}/Images`, headersFor("author"), {
      content: jpeg,
      name: "field trip.jpg",
      type: "image/jpeg",
    });
    expect(response.statusCode).toBe(201);
    const image = response.json();
    // EXIF orientation 6 means "rotate 90°": the stored image is upright, 800 × 1200.
    expect(image).toMatchObject({
      name: "field trip.jpg",
      contentType: "image/jpeg",
      width: 800,
      height: 1200,
    });

    const original = await fetchUrl(image.url);
    expect(original.statusCode).toBe(200);
    const meta = await sharp(original.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 800, height: 1200 });
    expect(meta.exif).toBeUndefined();

    for (const [url, width] of [
      [image.previewUrl, 800],
      [image.thumbnailUrl, 320],
    ] as const) {
      const rendition = await fetchUrl(url);
      expect(rendition.headers["content-type"]).toBe("image/webp");
      expect(await sharp(rendition.rawPayload).metadata()).toMatchObject({ format: "webp", width });
    }
  });

  it.each(["png", "webp", "gif"] as const)("accepts a %s image", async (format) => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const response = await upload(`/Card/${card.id}/Images`, headersFor("editor"), {
      content: await makeImage(format, { width: 200, height: 100 }),
      name: `diagram.${format}`,
      type: "application/octet-stream",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ contentType: `image/${format}`, width: 200, height: 100 });
  });

  it("refuses HTML posing as a PNG with 415 and keeps nothing", async () => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const before = { rows: await countBlobRows(db), files: storedFiles().length };
    const response = await upload(`/Card/${card.id}/Images`, headersFor("author"), {
      content: htmlPage,
      name: "photo.png",
      type: "image/png",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: "unsupported_media_type" });
    expect(response.json().message).toMatch(/JPEG, PNG, WebP or GIF/);
    expect({ rows: await countBlobRows(db), files: storedFiles().length }).toEqual(before);
  });

  it("refuses a corrupt image (right magic number, broken data) with 415 and keeps nothing", async () => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const before = { rows: await countBlobRows(db), files: storedFiles().length };
    const broken = (await makeImage("jpeg")).subarray(0, 600);
    const response = await upload(`/Card/${card.id}/Images`, headersFor("author"), {
      content: broken,
      name: "broken.jpg",
      type: "image/jpeg",
    });
    expect(response.statusCode).toBe(415);
    expect({ rows: await countBlobRows(db), files: storedFiles().length }).toEqual(before);
  });

  it("answers 400 for uploads aimed at the published version", async () => {
    const { card, headersFor } = await buildCardWithPeople(db, { status: "published" });
    const response = await upload(`/Card/${card.id}/Images?cardType=published`, headersFor("author"), {
      content: await makeImage("png"),
      name: "a.png",
      type: "image/png",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/uploads go to the draft/);
  });
});

describe("POST /Card/{cardId}/Attachments", () => {
  it.each([
    ["lab.pdf", makePdf, "application/pdf"],
    ["worksheet.docx", makeDocx, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["data.zip", () => makeZip({ "data.csv": "a,b\n1,2\n" }), "application/zip"],
    ["photo.png", () => makeImage("png", { width: 400, height: 300 }), "image/png"],
    ["lecture.mp4", makeMp4, "video/mp4"],
    ["podcast.mp3", makeMp3, "audio/mpeg"],
  ] as const)("stores %s as %s", async (name, make, contentType) => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const content = await make();
    const response = await upload(`/Card/${card.id}/Attachments`, headersFor("author"), {
      content,
      name,
      type: "application/octet-stream",
    });
    expect(response.statusCode).toBe(201);
    const attachment = response.json();
    expect(attachment).toMatchObject({ name, contentType, size: content.length, folderId: null });
    expect(attachment.thumbnailUrl === null).toBe(!contentType.startsWith("image/"));
    const download = await fetchUrl(attachment.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
  });

  it("accepts UTF-8 text declared as text/plain or Markdown", async () => {
    const { card, headersFor } = await buildCardWithPeople(db);
    for (const [name, type, stored] of [
      ["notes.txt", "text/plain", "text/plain; charset=utf-8"],
      ["README.md", "text/markdown", "text/markdown; charset=utf-8"],
      ["grades.csv", "text/csv", "text/csv; charset=utf-8"],
    ]) {
      const response = await upload(`/Card/${card.id}/Attachments`, headersFor("author"), {
        content: Buffer.from("Énergie — ça marche\n"),
        name: name!,
        type: type!,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().contentType).toBe(stored);
    }
  });

  it("records the folder, whether the field comes before or after the file", async () => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const folderId = "7d0c6c3e-8a3b-4b0e-9d55-2f1a1e0b6c01";
    for (const fieldsAfterFile of [false, true]) {
      const response = await upload(
        `/Card/${card.id}/Attachments`,
        headersFor("author"),
        { content: makePdf(), name: "a.pdf", type: "application/pdf" },
        { folderId },
        { fieldsAfterFile },
      );
      expect(response.json().folderId).toBe(folderId);
    }
  });

  it("answers 400 for a malformed folderId and keeps nothing", async () => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const before = { rows: await countBlobRows(db), files: storedFiles().length };
    const response = await upload(
      `/Card/${card.id}/Attachments`,
      headersFor("author"),
      { content: makePdf(), name: "a.pdf", type: "application/pdf" },
      { folderId: "not-a-uuid" },
      { fieldsAfterFile: true },
    );
    expect(response.statusCode).toBe(400);
    expect({ rows: await countBlobRows(db), files: storedFiles().length }).toEqual(before);
  });

  it("refuses a file above MAX_UPLOAD_MB with 413 naming the limit, keeping nothing", async () => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const before = { rows: await countBlobRows(db), files: storedFiles().length };
    const response = await upload(`/Card/${card.id}/Attachments`, headersFor("author"), {
      content: Buffer.concat([makePdf(), Buffer.alloc(1.5 * MB)]),
      name: "huge.pdf",
      type: "application/pdf",
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: "payload_too_large" });
    expect(response.json().message).toContain("1 MB");
    expect({ rows: await countBlobRows(db), files: storedFiles().length }).toEqual(before);
  });

  it("answers 413 over a real connection while the client is still sending, and stays usable", async () => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const address = await app.listen({ host: "127.0.0.1", port: 0 });
    const body = await multipart({
      content: Buffer.concat([makePdf(), Buffer.alloc(8 * MB)]),
      name: "huge.pdf",
      type: "application/pdf",
    });
    const send = () =>
      fetch(`${address}/Card/${card.id}/Attachments`, {
        method: "POST",
        headers: { ...headersFor("author"), ...body.headers },
        body: new Uint8Array(body.payload),
      });
    for (const response of [await send(), await send()]) {
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: "payload_too_large" });
    }
  });

  it("refuses a renamed executable with 415 naming its type, keeping nothing", async () => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const before = { rows: await countBlobRows(db), files: storedFiles().length };
    const response = await upload(`/Card/${card.id}/Attachments`, headersFor("author"), {
      content: makeElf(),
      name: "syllabus.pdf",
      type: "application/pdf",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/application\/x-elf.*Allowed: PDF/);
    expect({ rows: await countBlobRows(db), files: storedFiles().length }).toEqual(before);
  });

  it("answers 400 when no file is sent, and 415 for a JSON body", async () => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const empty = await upload(`/Card/${card.id}/Attachments`, headersFor("author"), null, { folderId: "x" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/file: is required/);
    const json = await app.inject({
      method: "POST",
      url: `/Card/${card.id}/Attachments`,
      headers: headersFor("author"),
      payload: { name: "a.pdf" },
    });
    expect(json.statusCode).toBe(400);
  });

  it("records the file with its blob and draft link", async () => {
    const { card, headersFor, people } = await buildCardWithPeople(db);
    const response = await upload(`/Card/${card.id}/Attachments`, headersFor("editor"), {
      content: makePdf(),
      name: "a.pdf",
      type: "application/pdf",
    });
    const [file] = await db.select().from(cardFiles).where(eq(cardFiles.id, response.json().id));
    expect(file).toMatchObject({ cardId: card.id, kind: "attachment", createdBy: people.editor.id });
    const [blob] = await db.select().from(blobs).where(eq(blobs.id, file!.blobId));
    expect(blob).toMatchObject({ size: makePdf().length, contentType: "application/pdf" });
  });
});

describe("JSON-only elsewhere", () => {
  it("refuses multipart bodies on routes that take JSON", async () => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const body = await multipart(null, { name: "x" });
    const response = await app.inject({
      method: "PATCH",
      url: `/Card/${card.id}/Attachments/7d0c6c3e-8a3b-4b0e-9d55-2f1a1e0b6c01`,
      payload: body.payload,
      headers: { ...headersFor("author"), ...body.headers },
    });
    expect(response.statusCode).toBe(415);
  });
});
