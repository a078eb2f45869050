import {
  buildFuzzRequests,
  MIN_REQUESTS_PER_OPERATION,
  type OpenApiDocument,
} from "@keen/server-kit/openapi-fuzz/requests";
import { formatFuzzReport, injectInto, runFuzz } from "@keen/server-kit/openapi-fuzz/run";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { buildFilesTestApp, uploadFile } from "./modules/card-files/testing/harness";
import { buildCard, buildInstitution, buildMember, findCardTypeId, type TestMember } from "./test/factories";
import { makePdf } from "./test/file-fixtures";

const { db } = await useTestDatabase();
// Files under a temporary directory. Thousands of requests from one address: rate limits are tested elsewhere.
const { app } = await buildFilesTestApp(db, { RATE_LIMIT_MAX: "100000000" });
const doc = (await app.inject({ method: "GET", url: "/openapi.json" })).json<OpenApiDocument>();
const typeId = await findCardTypeId(db);
const institution = await buildInstitution(db);

/** GET /Events is a live stream: it answers by never ending, so inject() would wait forever. */
const SKIP = ["GET /Events"];

/**
 * Real rows for the caller's uuid parameters and fields, so that malformed input reaches past
 * "not found" into the handlers: their own id, a card they author (with a file), an institution.
 */
async function fixturesFor(caller: TestMember | undefined) {
  const author = caller ?? (await buildMember(db));
  const card = await buildCard(db, { author: author.user, status: "published" });
  // Uploaded through the API, so that its bytes exist.
  const pdf = { content: makePdf(), name: "fuzz.pdf", type: "application/pdf" };
  const uploaded = await uploadFile(app, card.id, "Attachments", author.headers, pdf);
  const file = uploaded.json<{ id: string; url: string }>();
  const ids: Record<string, string> = {
    cardId: card.id,
    userId: author.user.id,
    typeId,
    institutionId: institution.id,
    attachmentId: file.id,
    imageId: file.id,
    blobId: /\/File\/([^/]+)\//.exec(file.url)![1]!,
  };
  return (name: string, path: string) => {
    if (name === "id" && path.startsWith("/User/")) return author.user.id;
    if (name === "id" && path.startsWith("/Institution/")) return institution.id;
    return ids[name];
  };
}

/** Sends the fuzz requests of the API's OpenAPI document as one caller and fails on any 5xx. */
async function fuzzAs(role: string, caller: TestMember | undefined) {
  const requests = buildFuzzRequests(doc, {
    headers: caller?.headers ?? {},
    valueFor: await fixturesFor(caller),
    skip: SKIP,
  });
  const report = await runFuzz(requests, injectInto(app));
  console.log(formatFuzzReport(`API fuzz as ${role}`, report));
  expect(report.operations).toBe(Object.values(doc.paths).flatMap(Object.keys).length - SKIP.length);
  expect(report.requests).toBeGreaterThanOrEqual(report.operations * MIN_REQUESTS_PER_OPERATION);
  expect(report.failures).toEqual([]);
}

describe("malformed requests derived from the OpenAPI document", () => {
  it("never answer 5xx to a visitor", { timeout: 120_000 }, async () => {
    await fuzzAs("visitor", undefined);
  });

  it("never answer 5xx to a signed-in member", { timeout: 120_000 }, async () => {
    await fuzzAs("member", await buildMember(db, { isOnboarded: true }));
  });

  it("never answer 5xx to an admin", { timeout: 120_000 }, async () => {
    await fuzzAs("admin", await buildMember(db, { isOnboarded: true, role: "admin" }));
  });
});
