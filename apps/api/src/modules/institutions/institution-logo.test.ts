import { blobs, institutions } from "@keen/db";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildInstitution } from "../../test/factories";
import { htmlPage, makeImage, multipart } from "../../test/file-fixtures";
import { buildAdminTestApp, type Caller } from "./testing/harness";

const { db } = await useTestDatabase();
const { app, headersFor } = await buildAdminTestApp(db);

async function uploadLogo(
  caller: Caller,
  institutionId: string,
  file: { content: Buffer; name: string; type: string },
) {
  const body = await multipart(file);
  return app.inject({
    method: "POST",
    url: `/Institution/${institutionId}/Logo`,
    headers: { ...headersFor(caller), ...body.headers },
    payload: body.payload,
  });
}

/** Whether a `files.delete-blobs` job is waiting to delete the bytes stored under `key`. */
const isDeletionQueued = async (key: string) =>
  (await app.jobs.findJobs("files.delete-blobs", "created")).some((job) =>
    (job.data as { keys: string[] }).keys.includes(key),
  );

const currentLogoBlobId = async (id: string) =>
  (await db.select().from(institutions).where(eq(institutions.id, id)))[0]?.logoBlobId ?? null;

const png = async (width = 1200, height = 800) => ({
  content: await makeImage("png", { width, height }),
  name: "logo.png",
  type: "image/png",
});

describe("POST /Institution/{id}/Logo", () => {
  it.each([
    { caller: "visitor" as const, status: 401 },
    { caller: "member" as const, status: 403 },
    { caller: "admin" as const, status: 201 },
  ])("as $caller → $status", async ({ caller, status }) => {
    const institution = await buildInstitution(db);
    expect((await uploadLogo(caller, institution.id, await png())).statusCode).toBe(status);
  });

  it("stores an upright WebP of at most 512 px without metadata and serves it to everyone with long caching", async () => {
    const institution = await buildInstitution(db);
    const jpeg = {
      content: await makeImage("jpeg", { width: 2000, height: 1000 }),
      name: "logo.jpg",
      type: "image/jpeg",
    };
    const response = await uploadLogo("admin", institution.id, jpeg);
    expect(response.statusCode, response.body).toBe(201);
    const { logoUrl } = response.json();
    expect(logoUrl).toMatch(new RegExp(`^/Institution/${institution.id}/Logo\\?v=[0-9a-f]{12}$`));
    expect((await app.inject({ method: "GET", url: `/Institution/${institution.id}` })).json().logoUrl).toBe(
      logoUrl,
    );

    const image = await app.inject({ method: "GET", url: logoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(image.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const metadata = await sharp(image.rawPayload).metadata();
    // The JPEG's EXIF says "rotate 90°": applied, then fitted into 512 px.
    expect(metadata).toMatchObject({ format: "webp", width: 256, height: 512 });
    expect(metadata.exif).toBeUndefined();

    const stale = await app.inject({ method: "GET", url: `/Institution/${institution.id}/Logo?v=old` });
    expect(stale.headers["cache-control"]).toBe("public, max-age=300");
    const revalidated = await app.inject({
      method: "GET",
      url: logoUrl,
      headers: { "if-none-match": image.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("keeps small logos small and replaces the previous logo, removing its blob", async () => {
    const institution = await buildInstitution(db);
    const first = (await uploadLogo("admin", institution.id, await png(64, 64))).json().logoUrl;
    const before = await currentLogoBlobId(institution.id);
    const [oldBlob] = await db.select().from(blobs).where(eq(blobs.id, before!));
    const second = (await uploadLogo("admin", institution.id, await png(100, 50))).json().logoUrl;
    expect(second).not.toBe(first);
    expect(await db.select().from(blobs).where(eq(blobs.id, before!))).toEqual([]);
    expect(await isDeletionQueued(oldBlob!.storageKey)).toBe(true);
    expect(await currentLogoBlobId(institution.id)).not.toBe(before);
    const image = await app.inject({ method: "GET", url: second });
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 100, height: 50 });
  });

  it("refuses what is not an image (415) and a missing file (400 on file); 404 for an unknown institution", async () => {
    const institution = await buildInstitution(db);
    const html = await uploadLogo("admin", institution.id, {
      content: htmlPage,
      name: "logo.png",
      type: "image/png",
    });
    expect(html.statusCode).toBe(415);
    const empty = await multipart(null, { note: "no file" });
    const missing = await app.inject({
      method: "POST",
      url: `/Institution/${institution.id}/Logo`,
      headers: { ...headersFor("admin"), ...empty.headers },
      payload: empty.payload,
    });
    expect(missing.json()).toMatchObject({ code: "validation_error", details: [{ field: "file" }] });
    const unknown = await uploadLogo("admin", "00000000-0000-4000-8000-000000000000", await png());
    expect(unknown.statusCode).toBe(404);
    expect(
      (await app.inject({ method: "GET", url: `/Institution/${institution.id}` })).json().logoUrl,
    ).toBeNull();
  });
});

describe("DELETE /Institution/{id}/Logo", () => {
  it("lets only admins remove the logo; then the image is 404", async () => {
    const institution = await buildInstitution(db);
    const { logoUrl } = (await uploadLogo("admin", institution.id, await png())).json();
    const [logo] = await db
      .select()
      .from(blobs)
      .where(eq(blobs.id, (await currentLogoBlobId(institution.id))!));
    const remove = (caller: Caller) =>
      app.inject({
        method: "DELETE",
        url: `/Institution/${institution.id}/Logo`,
        headers: headersFor(caller),
      });
    expect((await remove("visitor")).statusCode).toBe(401);
    expect((await remove("member")).statusCode).toBe(403);
    expect(await isDeletionQueued(logo!.storageKey)).toBe(false);
    expect((await remove("admin")).statusCode).toBe(204);
    expect(await isDeletionQueued(logo!.storageKey)).toBe(true);
    expect((await app.inject({ method: "GET", url: logoUrl })).statusCode).toBe(404);
    expect((await remove("admin")).statusCode).toBe(404);
  });
});
