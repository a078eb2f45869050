import { cardLicenses, courseLevels } from "@keen/contracts";
import { cardTypes, disciplines } from "@keen/db";
import {
  buildFuzzRequests,
  MIN_REQUESTS_PER_OPERATION,
  type OpenApiDocument,
} from "@keen/server-kit/openapi-fuzz/requests";
import { formatFuzzReport, injectInto, runFuzz } from "@keen/server-kit/openapi-fuzz/run";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { buildMember, buildSearchCard, buildTestSearchApp, testIssuer } from "./test/factories";

const { db } = await useTestDatabase();
// Thousands of requests from one address: the rate limit is tested elsewhere.
const app = await buildTestSearchApp(db, { RATE_LIMIT_MAX: "100000000" });
const doc = (await app.inject({ method: "GET", url: "/openapi.json" })).json<OpenApiDocument>();
const member = await buildMember(db, {}, "Fuzz Institute");
// Something to find, so that well-formed parts of the requests reach the ranking queries.
await buildSearchCard(db, { title: "fuzz bridges", tags: ["fuzz"], courseLevel: "fuzz" });
await buildSearchCard(db, { status: "draft", title: "fuzz draft", authorIds: [member.id] });

const [type] = await db.select({ id: cardTypes.id }).from(cardTypes).limit(1);
const [discipline] = await db.select({ id: disciplines.id }).from(disciplines).limit(1);
/** Filter values the service knows, so that the rest of each request is valid. */
const known: Record<string, string> = {
  cardType: type!.id,
  discipline: discipline!.id,
  courseLevel: courseLevels[0],
  license: cardLicenses[0],
};

/** Sends the fuzz requests of the search service's OpenAPI document as one caller; fails on any 5xx. */
async function fuzzAs(role: string, headers: Record<string, string>) {
  const report = await runFuzz(
    buildFuzzRequests(doc, { headers, valueFor: (name) => known[name] }),
    injectInto(app),
  );
  console.log(formatFuzzReport(`Search fuzz as ${role}`, report));
  expect(report.operations).toBe(Object.values(doc.paths).flatMap(Object.keys).length);
  expect(report.requests).toBeGreaterThanOrEqual(report.operations * MIN_REQUESTS_PER_OPERATION);
  expect(report.failures).toEqual([]);
}

describe("malformed search requests derived from the OpenAPI document", () => {
  it("never answer 5xx to a visitor", async () => {
    await fuzzAs("visitor", {});
  });

  it("never answer 5xx to a signed-in member", async () => {
    const token = await testIssuer.signToken({ sub: member.subject, email_verified: true });
    await fuzzAs("member", { authorization: `Bearer ${token}` });
  });
});
