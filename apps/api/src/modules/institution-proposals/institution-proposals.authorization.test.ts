import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildInstitution, buildUser, signTokenFor } from "../../test/factories";
import { buildAdminTestApp, type Caller, callers } from "../institutions/testing/harness";

const { db } = await useTestDatabase();
const { app, call } = await buildAdminTestApp(db);

type Route = {
  name: string;
  method: "GET" | "POST";
  url: (proposalId: string) => string;
  body?: (institutionId: string) => unknown;
  /** Status per caller. */
  expected: Record<Caller, number>;
};

const admins = (ok: number) => ({ visitor: 401, member: 403, admin: ok });
const members = (ok: number) => ({ visitor: 401, member: ok, admin: ok });
const newName = () => `Matrix College ${Math.random().toString(36).slice(2)}`;

const routes: Route[] = [
  {
    name: "POST /InstitutionProposal",
    method: "POST",
    url: () => "/InstitutionProposal",
    body: () => ({ name: newName() }),
    expected: members(201),
  },
  {
    name: "GET /InstitutionProposal/Mine",
    method: "GET",
    url: () => "/InstitutionProposal/Mine",
    expected: members(200),
  },
  {
    name: "GET /InstitutionProposal",
    method: "GET",
    url: () => "/InstitutionProposal",
    expected: admins(200),
  },
  {
    name: "POST /InstitutionProposal/{id}/Approve",
    method: "POST",
    url: (id) => `/InstitutionProposal/${id}/Approve`,
    expected: admins(200),
  },
  {
    name: "POST /InstitutionProposal/{id}/Merge",
    method: "POST",
    url: (id) => `/InstitutionProposal/${id}/Merge`,
    body: (institutionId) => ({ institutionId }),
    expected: admins(200),
  },
  {
    name: "POST /InstitutionProposal/{id}/Reject",
    method: "POST",
    url: (id) => `/InstitutionProposal/${id}/Reject`,
    body: () => ({ reason: "Not a college" }),
    expected: admins(200),
  },
];

/** A pending proposal by a fresh member, and a listed institution to merge it into. */
async function buildPendingProposal() {
  const proposer = await buildUser(db);
  const response = await app.inject({
    method: "POST",
    url: "/InstitutionProposal",
    headers: { authorization: `Bearer ${await signTokenFor(proposer)}` },
    payload: { name: newName() },
  });
  expect(response.statusCode).toBe(201);
  return { proposalId: response.json().id as string, institution: await buildInstitution(db) };
}

describe("institution proposals authorization matrix (visitor / member / admin)", () => {
  const cases = routes.flatMap((route) =>
    callers.map((caller) => ({ name: route.name, route, caller, status: route.expected[caller] })),
  );

  it.each(cases)("$name as $caller → $status", async ({ route, caller, status }) => {
    const { proposalId, institution } = await buildPendingProposal();
    const response = await call(caller, route.method, route.url(proposalId), route.body?.(institution.id));
    expect(response.statusCode, response.body).toBe(status);
    if (status === 401) expect(response.json().code).toBe("unauthorized");
    if (status === 403) expect(response.json().code).toBe("forbidden");
  });
});
