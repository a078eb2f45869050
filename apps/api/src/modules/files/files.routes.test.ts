import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { createFileUrlSigner } from "../../lib/file-url";
import { htmlPage, makeImage, makePdf } from "../../test/file-fixtures";
import { buildCardWithPeople, buildFilesTestApp, uploadFile } from "../card-files/testing/harness";

const { db } = await useTestDatabase();
const secret = "a-test-secret-that-is-long-enough-123";
const { app } = await buildFilesTestApp(db, { FILE_URL_SECRET: secret, API_URL: "https://api.keen.test" });

const content = Buffer.from("0123456789abcdefghijklmnopqrstuvwxyz");

async function cardWithText() {
  const people = await buildCardWithPeople(db);
  const attachment = (
    await uploadFile(app, people.card.id, "Attachments", people.headersFor("author"), {
      content,
      name: "Résumé notes.txt",
      type: "text/plain",
    })
  ).json();
  const path = new URL(attachment.url).pathname;
  const get = (headers: Record<string, string> = {}, query = "") =>
    app.inject({ method: "GET", url: path + query, headers: { ...people.headersFor("author"), ...headers } });
  return { ...people, attachment, path, get };
}

describe("GET /File/{blobId}/Content", () => {
  it("streams the whole file with ETag, private caching, ranges and a download disposition", async () => {
    const { get, attachment } = await cardWithText();
    expect(attachment.url).toMatch(/^https:\/\/api\.keen\.test\/File\/[\w-]+\/Content\?token=/);
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(response.headers).toMatchObject({
      "content-type": "text/plain; charset=utf-8",
      "content-length": String(content.length),
      "accept-ranges": "bytes",
      "cache-control": "private, max-age=300",
      etag: expect.stringMatching(/^"[0-9a-f]{64}"$/),
      "content-disposition": `attachment; filename="R_sum_ notes.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20notes.txt`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'",
    });
  });

  it("downloads PDFs and text that looks like HTML as attachments, sandboxed and never sniffed", async () => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const upload = async (file: { content: Buffer; name: string; type: string }) => {
      const stored = await uploadFile(app, card.id, "Attachments", headersFor("author"), file);
      expect(stored.statusCode).toBe(201);
      return app.inject({
        method: "GET",
        url: new URL(stored.json().url).pathname,
        headers: headersFor("author"),
      });
    };
    const pdf = await upload({ content: makePdf(), name: "Übung; final.pdf", type: "application/pdf" });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="_bung_ final.pdf"; filename*=UTF-8''%C3%9Cbung%3B%20final.pdf`,
      "content-security-policy": "sandbox; default-src 'none'",
      "x-content-type-options": "nosniff",
    });
    // HTML declared as plain text is kept as text, and still only ever downloads.
    const text = await upload({ content: htmlPage, name: "page.txt", type: "text/plain" });
    expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(text.headers["content-disposition"]).toMatch(/^attachment; /);
    expect(text.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
  });

  it("answers a single range with 206 and exactly those bytes", async () => {
    const { get } = await cardWithText();
    const middle = await get({ range: "bytes=10-15" });
    expect(middle.statusCode).toBe(206);
    expect(middle.body).toBe("abcdef");
    expect(middle.headers).toMatchObject({
      "content-range": `bytes 10-15/${content.length}`,
      "content-length": "6",
    });
    const suffix = await get({ range: "bytes=-4" });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.body).toBe("wxyz");
  });

  it("answers a range past the end with 416 and the size", async () => {
    const { get } = await cardWithText();
    const response = await get({ range: `bytes=${content.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers["content-range"]).toBe(`bytes */${content.length}`);
    expect(response.json()).toMatchObject({ code: "validation_error" });
  });

  it("revalidates with If-None-Match (304) and ignores a range whose If-Range is stale", async () => {
    const { get } = await cardWithText();
    const etag = (await get()).headers.etag as string;
    expect((await get({ "if-none-match": etag })).statusCode).toBe(304);
    const stale = await get({ range: "bytes=0-1", "if-range": '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect((await get({ range: "bytes=0-1", "if-range": etag })).statusCode).toBe(206);
  });

  it("shows images inline", async () => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const png = {
      content: await makeImage("png", { width: 20, height: 20 }),
      name: "fig.png",
      type: "image/png",
    };
    const image = (await uploadFile(app, card.id, "Images", headersFor("author"), png)).json();
    const response = await app.inject({
      method: "GET",
      url: new URL(image.url).pathname,
      headers: headersFor("member"),
    });
    // A draft image: members who cannot read the draft get 404; its author sees it inline.
    expect(response.statusCode).toBe(404);
    const own = await app.inject({
      method: "GET",
      url: new URL(image.url).pathname,
      headers: headersFor("author"),
    });
    expect(own.headers["content-disposition"]).toMatch(/^inline; filename="fig.png"/);
    expect(own.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
    expect(own.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("accepts the signed URL alone, and refuses expired, tampered or foreign tokens", async () => {
    const { attachment, path } = await cardWithText();
    const signed = new URL(attachment.url);
    expect((await app.inject({ method: "GET", url: signed.pathname + signed.search })).statusCode).toBe(200);

    const blobId = path.split("/")[2]!;
    const expired = createFileUrlSigner({ secret, baseUrl: "", now: () => Date.now() - 3 * 3600_000 }).url(
      blobId,
    );
    const other = createFileUrlSigner({ secret, baseUrl: "" }).url(randomUUID());
    const tampered = `${signed.search.slice(0, -3)}AAA`;
    for (const query of [new URL(expired, "http://x").search, new URL(other, "http://x").search, tampered]) {
      const response = await app.inject({ method: "GET", url: path + query });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/expired/);
    }
  });

  it("answers 404 for unknown blobs and 400 for malformed ids", async () => {
    const { headersFor } = await cardWithText();
    const unknown = await app.inject({
      method: "GET",
      url: `/File/${randomUUID()}/Content`,
      headers: headersFor("admin"),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await app.inject({
      method: "GET",
      url: "/File/abc/Content",
      headers: headersFor("admin"),
    });
    expect(malformed.statusCode).toBe(400);
  });
});
