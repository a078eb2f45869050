import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { useTestDatabase } from "../../../../../test/db";
import type { BlobStore } from "../../lib/blob-store";
import { makePdf } from "../../test/file-fixtures";
import { zipAttachments, zipFileName } from "./bulk-download";
import type { LinkedFile } from "./card-file-queries";
import { buildCardWithPeople, buildFilesTestApp, publishDraftFiles, uploadFile } from "./testing/harness";

const { db } = await useTestDatabase();
const { app } = await buildFilesTestApp(db);

/** The entries of a ZIP: name → content. */
async function unzip(zip: Buffer): Promise<Record<string, string>> {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries: Record<string, string> = {};
  await new Promise<void>((resolve, reject) => {
    archive.on("entry", (entry: yauzl.Entry) => {
      archive.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        entries[entry.fileName] = (await buffer(stream)).toString();
        archive.readEntry();
      });
    });
    archive.on("end", resolve);
    archive.on("error", reject);
    archive.readEntry();
  });
  return entries;
}

const text = (name: string, content: string) => ({ content: Buffer.from(content), name, type: "text/plain" });

async function cardWithAttachments() {
  const people = await buildCardWithPeople(db, {
    status: "published",
    content: { title: "Bridge Design: Trusses & Loads" },
  });
  const upload = async (file: { content: Buffer; name: string; type: string }) =>
    (await uploadFile(app, people.card.id, "Attachments", people.headersFor("author"), file)).json();
  const files = [
    await upload(text("notes.txt", "first notes")),
    await upload(text("notes.txt", "second notes")),
    await upload({ content: makePdf(), name: "rubric.pdf", type: "application/pdf" }),
  ];
  await publishDraftFiles(db, people.card.id);
  return { ...people, files };
}

const downloads = async (cardId: string, headers: Record<string, string>) =>
  (await app.inject({ method: "GET", url: `/CardAnalytics/${cardId}/FilesDownloads`, headers })).json();

describe("GET /Card/{cardId}/Attachments/BulkDownload", () => {
  it("streams every attachment as a ZIP named after the card, duplicate names kept apart", async () => {
    const { card, headersFor } = await cardWithAttachments();
    const response = await app.inject({
      method: "GET",
      url: `/Card/${card.id}/Attachments/BulkDownload?cardType=published`,
      headers: headersFor("member"),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toContain('filename="bridge-design-trusses-loads.zip"');
    const entries = await unzip(response.rawPayload);
    expect(Object.keys(entries)).toEqual(["notes.txt", "notes (2).txt", "rubric.pdf"]);
    expect(entries["notes.txt"]).toBe("first notes");
    expect(entries["notes (2).txt"]).toBe("second notes");
    expect(entries["rubric.pdf"]).toBe(makePdf().toString());
  });

  it("zips only the chosen attachments and counts each as a download", async () => {
    const { card, headersFor, files } = await cardWithAttachments();
    const ids = [files[0].id, files[2].id].join(",");
    const response = await app.inject({
      method: "GET",
      url: `/Card/${card.id}/Attachments/BulkDownload?cardType=published&ids=${ids}`,
      headers: headersFor("member"),
    });
    expect(Object.keys(await unzip(response.rawPayload))).toEqual(["notes.txt", "rubric.pdf"]);
    expect(await downloads(card.id, headersFor("author"))).toEqual([
      { fileId: files[0].id, name: "notes.txt", downloads: 1 },
      { fileId: files[2].id, name: "rubric.pdf", downloads: 1 },
      { fileId: files[1].id, name: "notes.txt", downloads: 0 },
    ]);
  });

  it("answers 404 for an id that is not an attachment of that content, 400 for a malformed one", async () => {
    const { card, headersFor } = await cardWithAttachments();
    const unknown = await app.inject({
      method: "GET",
      url: `/Card/${card.id}/Attachments/BulkDownload?ids=7d0c6c3e-8a3b-4b0e-9d55-2f1a1e0b6c01`,
      headers: headersFor("author"),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await app.inject({
      method: "GET",
      url: `/Card/${card.id}/Attachments/BulkDownload?ids=abc`,
      headers: headersFor("author"),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/comma-separated list of attachment ids/);
  });
});

describe("GET /CardAnalytics/{cardId}/FilesDownloads", () => {
  it("counts full downloads of the file content, not ranges or thumbnails", async () => {
    const { card, headersFor, files } = await cardWithAttachments();
    const path = new URL(files[2].url).pathname;
    await app.inject({ method: "GET", url: path, headers: headersFor("member") });
    await app.inject({ method: "GET", url: path, headers: headersFor("admin") });
    await app.inject({ method: "GET", url: path, headers: { ...headersFor("member"), range: "bytes=0-3" } });
    await app.inject({ method: "HEAD", url: path, headers: headersFor("member") });
    const counts = await downloads(card.id, headersFor("editor"));
    expect(counts[0]).toEqual({ fileId: files[2].id, name: "rubric.pdf", downloads: 2 });
  });
});

describe("zipFileName", () => {
  it("ends the archive with the error when a stored file cannot be read, instead of never ending", async () => {
    const store = { get: () => Promise.reject(new Error("blob gone")) } as unknown as BlobStore;
    const file = {
      linkName: "a.txt",
      size: 1,
      createdAt: new Date(),
      contentType: "text/plain",
      storageKey: "x",
    };
    const errors: Error[] = [];
    const zip = zipAttachments(store, [file as LinkedFile], (error) => errors.push(error));
    await expect(buffer(zip)).rejects.toThrow("blob gone");
    expect(errors.map((error) => error.message)).toEqual(["blob gone"]);
  });

  it("slugs the title and falls back for empty or symbol-only titles", () => {
    expect(zipFileName("Énergie: Über Systems!")).toBe("energie-uber-systems.zip");
    expect(zipFileName("")).toBe("card-attachments.zip");
    expect(zipFileName("???")).toBe("card-attachments.zip");
  });
});
