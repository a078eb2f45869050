import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../../test/db";
import { bearer, buildTestApp, buildUser, signToken, signTokenFor } from "../../../test/factories";
import { countBlobRows, makeImage, storedBlobFiles } from "../../../test/file-fixtures";
import { uploadPicture } from "./testing";

const { db } = await useTestDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), "keen-pictures-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const app = await buildTestApp(db, { env: { DATA_DIR: dataDir } });

const picture = (id: string, query = "") =>
  app.inject({ method: "GET", url: `/User/${id}/ProfilePicture${query}` });

describe("POST /User/Me/ProfilePicture", () => {
  it("stores square WebP pictures of 64, 256 and 512 px without EXIF and points pictureUrl at them", async () => {
    const member = await buildUser(db);
    const jpeg = await makeImage("jpeg", { width: 1200, height: 800 });
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const response = await uploadPicture(app, member, jpeg);
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({ userId: member.id, hasPicture: true });
    expect(user.pictureUrl).toMatch(
      new RegExp(`^/User/${member.id}/ProfilePicture\\?size=256&v=[0-9a-f]{16}$`),
    );

    for (const size of [64, 256, 512]) {
      const served = await picture(member.id, `?size=${size}&v=1`);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["cache-control"]).toBe("public, max-age=86400");
      expect(served.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: "webp", width: size, height: size });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
    }
    const byDefault = await sharp((await picture(member.id)).rawPayload).metadata();
    expect(byDefault.width).toBe(256);
  });

  it("accepts PNG and WebP, and answers 304 for a matching ETag", async () => {
    const member = await buildUser(db);
    expect((await uploadPicture(app, member, await makeImage("png"), "me.png", "image/png")).statusCode).toBe(
      200,
    );
    const webp = await uploadPicture(
      app,
      member,
      await makeImage("webp", { width: 300, height: 900 }),
      "me.webp",
      "",
    );
    expect(webp.statusCode).toBe(200);
    const served = await picture(member.id);
    expect(served.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await app.inject({
      method: "GET",
      url: `/User/${member.id}/ProfilePicture`,
      headers: { "if-none-match": served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    {
      what: "a GIF",
      file: async () => makeImage("gif"),
      name: "me.gif",
      type: "image/gif",
      status: 415,
      message: /GIF image/,
    },
    {
      what: "a text file named .png",
      file: async () => Buffer.from("just some text, not a picture\n".repeat(20)),
      name: "me.png",
      type: "image/png",
      status: 415,
      message: /not a picture/,
    },
    {
      what: "an 11 MB image",
      file: async () => Buffer.concat([await makeImage("jpeg"), Buffer.alloc(11 * 1024 * 1024, 1)]),
      name: "huge.jpg",
      type: "image/jpeg",
      status: 413,
      message: /10 MB/,
    },
  ])("refuses $what with $status and stores nothing", async ({ file, name, type, status, message }) => {
    const member = await buildUser(db);
    const [blobsBefore, filesBefore] = [await countBlobRows(db), storedBlobFiles(dataDir).length];
    const response = await uploadPicture(app, member, await file(), name, type);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    if (status === 415) expect(response.json().message).toContain("JPEG, PNG or WebP");
    expect(await countBlobRows(db)).toBe(blobsBefore);
    expect(storedBlobFiles(dataDir)).toHaveLength(filesBefore);
    expect((await picture(member.id)).headers["content-type"]).toContain("image/svg+xml");
  });

  it("replaces the previous picture and removes its files", async () => {
    const member = await buildUser(db);
    const first = (await uploadPicture(app, member, await makeImage("png"), "a.png", "image/png")).json();
    await app.jobs.runDue();
    const [blobsAfterFirst, filesAfterFirst] = [await countBlobRows(db), storedBlobFiles(dataDir).length];
    const second = (
      await uploadPicture(app, member, await makeImage("jpeg", { width: 640, height: 640 }))
    ).json();
    expect(second.pictureUrl).not.toBe(first.pictureUrl);
    expect(await countBlobRows(db)).toBe(blobsAfterFirst);
    // The old picture's bytes go by a job recorded with the change.
    expect(storedBlobFiles(dataDir)).toHaveLength(filesAfterFirst + 3);
    await app.jobs.runDue();
    expect(storedBlobFiles(dataDir)).toHaveLength(filesAfterFirst);
  });

  it("answers 400 without a file, 401 to visitors and 403 before the member exists", async () => {
    const member = await buildUser(db);
    const empty = await app.inject({
      method: "POST",
      url: "/User/Me/ProfilePicture",
      headers: bearer(await signTokenFor(member)),
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].field).toBe("file");
    const visitor = await app.inject({ method: "POST", url: "/User/Me/ProfilePicture" });
    expect(visitor.statusCode).toBe(401);
    const newcomer = await app.inject({
      method: "POST",
      url: "/User/Me/ProfilePicture",
      headers: bearer(await signToken({ sub: randomUUID(), email_verified: true })),
    });
    expect(newcomer.statusCode).toBe(403);
  });
});

describe("DELETE /User/Me/ProfilePicture", () => {
  it("removes the picture and its files; the initials image comes back", async () => {
    const member = await buildUser(db);
    await app.jobs.runDue();
    const [blobsBefore, filesBefore] = [await countBlobRows(db), storedBlobFiles(dataDir).length];
    await uploadPicture(app, member, await makeImage("png"), "a.png", "image/png");
    const response = await app.inject({
      method: "DELETE",
      url: "/User/Me/ProfilePicture",
      headers: bearer(await signTokenFor(member)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ hasPicture: false });
    expect(await countBlobRows(db)).toBe(blobsBefore);
    await app.jobs.runDue();
    expect(storedBlobFiles(dataDir)).toHaveLength(filesBefore);
    expect((await picture(member.id)).headers["content-type"]).toContain("image/svg+xml");
  });

  it("answers 401 to visitors", async () => {
    expect((await app.inject({ method: "DELETE", url: "/User/Me/ProfilePicture" })).statusCode).toBe(401);
  });
});

describe("GET /User/{id}/ProfilePicture", () => {
  it("serves the member's initials on the brand colour when there is no picture, publicly", async () => {
    const member = await buildUser(db, { firstName: "élodie", lastName: "<Martin>" });
    const response = await picture(member.id, "?size=64");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    expect(response.body).toContain('width="64"');
    expect(response.body).toContain(">É&#60;</text>");
    expect(response.body).not.toContain("<Martin>");
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ width: 64, height: 64 });
    const again = await app.inject({
      method: "GET",
      url: `/User/${member.id}/ProfilePicture?size=64`,
      headers: { "if-none-match": response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("answers 404 for an unknown member and 400 naming a bad size or id", async () => {
    expect((await picture(randomUUID())).statusCode).toBe(404);
    const member = await buildUser(db);
    const badSize = await picture(member.id, "?size=100");
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json().details[0].field).toBe("size");
    expect((await picture("me")).json().details[0].field).toBe("id");
  });
});
