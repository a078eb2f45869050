import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { htmlPage, makeDocx, makeElf, makeImage, makePdf, makeZip } from "../../test/file-fixtures";
import { openUpload, type UploadOptions } from "./open-upload";

const MB = 1024 * 1024;
const options = (over: Partial<UploadOptions> = {}): UploadOptions => ({
  kind: "attachment",
  declaredType: "application/octet-stream",
  fileName: "file.bin",
  maxBytes: 5 * MB,
  ...over,
});

/** Opens an upload of `content` (in 16 KiB chunks, as a request would arrive) and reads it all. */
async function receive(content: Buffer, over: Partial<UploadOptions> = {}) {
  const chunks = Array.from({ length: Math.ceil(content.length / 16384) }, (_, i) =>
    content.subarray(i * 16384, (i + 1) * 16384),
  );
  const upload = await openUpload(Readable.from(chunks), options(over));
  return { contentType: upload.contentType, bytes: await buffer(upload.body) };
}

describe("openUpload", () => {
  it.each([
    ["a PNG image", () => makeImage("png"), "image", "image/png"],
    ["a JPEG image", () => makeImage("jpeg"), "image", "image/jpeg"],
    ["a WebP image", () => makeImage("webp"), "image", "image/webp"],
    ["a GIF image", () => makeImage("gif"), "image", "image/gif"],
    ["a PDF", async () => makePdf(), "attachment", "application/pdf"],
    [
      "a Word document",
      makeDocx,
      "attachment",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    ["a ZIP", () => makeZip({ "a.txt": "a" }), "attachment", "application/zip"],
  ] as const)("accepts %s by its bytes and passes them through unchanged", async (_, make, kind, type) => {
    const content = await make();
    const result = await receive(content, { kind, declaredType: "application/octet-stream" });
    expect(result.contentType).toBe(type);
    expect(result.bytes.equals(content)).toBe(true);
  });

  it("accepts UTF-8 text declared as text/csv, stored as CSV", async () => {
    const csv = Buffer.from("name,city\nAda,Zürich\n");
    const result = await receive(csv, { declaredType: "text/csv", fileName: "people.csv" });
    expect(result).toEqual({ contentType: "text/csv; charset=utf-8", bytes: csv });
  });

  it("refuses text that is not UTF-8 or contains NULs, even past the first bytes", async () => {
    const late = Buffer.concat([Buffer.alloc(100_000, "a"), Buffer.from([0xc3, 0x28])]);
    await expect(receive(late, { declaredType: "text/plain", fileName: "notes.txt" })).rejects.toMatchObject({
      statusCode: 415,
      code: "unsupported_media_type",
    });
    const nul = Buffer.from("abc\u0000def");
    await expect(receive(nul, { declaredType: "text/plain" })).rejects.toMatchObject({ statusCode: 415 });
  });

  it.each([
    ["an executable renamed to .pdf", makeElf(), "application/pdf", "report.pdf", "attachment", /x-elf/],
    ["HTML posing as a PNG", htmlPage, "image/png", "photo.png", "image", /declared as image\/png/],
    ["HTML declared as text/html", htmlPage, "text/html", "page.html", "attachment", /Allowed: PDF/],
    ["a PDF uploaded as an image", makePdf(), "application/pdf", "a.pdf", "image", /JPEG, PNG, WebP or GIF/],
  ] as const)(
    "refuses %s with 415 naming the type and what is allowed",
    async (_, content, declaredType, fileName, kind, message) => {
      const error = await receive(content, { declaredType, fileName, kind }).catch((e: unknown) => e);
      expect(error).toMatchObject({ statusCode: 415, code: "unsupported_media_type" });
      expect((error as Error).message).toMatch(message);
    },
  );

  it("refuses a file above the limit with 413 naming the limit, while streaming", async () => {
    const big = Buffer.concat([makePdf(), Buffer.alloc(2 * MB)]);
    const error = await receive(big, { maxBytes: 1 * MB }).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 413, code: "payload_too_large" });
    expect((error as Error).message).toContain("1 MB");
  });

  it("accepts a file of exactly the limit", async () => {
    const exact = Buffer.concat([makePdf(), Buffer.alloc(MB - makePdf().length)]);
    expect((await receive(exact, { maxBytes: MB })).bytes.length).toBe(MB);
  });
});
