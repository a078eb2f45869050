import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { startFakeS3 } from "../../lib/blob-store/testing/fake-s3-server";
import { countBlobRows, makeImage, makePdf } from "../../test/file-fixtures";
import { buildCardWithPeople, buildFilesTestApp, uploadFile } from "./testing/harness";

const { db } = await useTestDatabase();
const s3 = await startFakeS3();
afterAll(() => s3.close());
const { app } = await buildFilesTestApp(db, {
  BLOB_STORE: "s3",
  S3_BUCKET: "keen-test",
  S3_ENDPOINT: s3.endpoint,
  S3_FORCE_PATH_STYLE: "true",
  S3_ACCESS_KEY_ID: "test",
  S3_SECRET_ACCESS_KEY: "test-secret",
  MAX_UPLOAD_MB: "20",
});

describe("card files on an S3-compatible store (BLOB_STORE=s3)", () => {
  it("uploads (multipart above 5 MB), serves ranges and deletes the objects", async () => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const pdf = Buffer.concat([makePdf(), Buffer.alloc(7 * 1024 * 1024, 0x20)]);
    const attachment = (
      await uploadFile(app, card.id, "Attachments", headersFor("author"), {
        content: pdf,
        name: "big.pdf",
        type: "application/pdf",
      })
    ).json();
    expect(attachment.size).toBe(pdf.length);
    expect(s3.objects.size).toBe(1);

    const path = new URL(attachment.url).pathname;
    const range = await app.inject({
      method: "GET",
      url: path,
      headers: { ...headersFor("editor"), range: "bytes=0-7" },
    });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe("%PDF-1.4");
    const whole = await app.inject({ method: "GET", url: path, headers: headersFor("editor") });
    expect(whole.rawPayload.equals(pdf)).toBe(true);

    await app.inject({
      method: "DELETE",
      url: `/Card/${card.id}/Attachments/${attachment.id}`,
      headers: headersFor("author"),
    });
    await app.jobs.runDue();
    expect(s3.objects.size).toBe(0);
  });

  it("keeps no rows and no objects when the store fails mid-upload", async () => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const rows = await countBlobRows(db);
    s3.failPart = 2;
    const response = await uploadFile(app, card.id, "Attachments", headersFor("author"), {
      content: Buffer.concat([makePdf(), Buffer.alloc(12 * 1024 * 1024)]),
      name: "big.pdf",
      type: "application/pdf",
    });
    s3.failPart = null;
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: "internal_error" });
    expect(await countBlobRows(db)).toBe(rows);
    expect(s3.objects.size).toBe(0);
    expect(s3.openUploads.size).toBe(0);
  });

  it("stores an image and its renditions as objects", async () => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const response = await uploadFile(app, card.id, "Images", headersFor("author"), {
      content: await makeImage("png", { width: 100, height: 80 }),
      name: "a.png",
      type: "image/png",
    });
    expect(response.statusCode).toBe(201);
    expect(s3.objects.size).toBe(3);
  });
});
