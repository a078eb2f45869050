import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildStaffedInstitution, type StaffedInstitution } from "./testing/fixtures";
import { buildAdminTestApp, type Caller, callers } from "./testing/harness";

const { db } = await useTestDatabase();
const { call } = await buildAdminTestApp(db);

type Route = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: (s: StaffedInstitution) => string;
  body?: (s: StaffedInstitution) => unknown;
  /** Status for an admin (reads give this to everyone). */
  ok: number;
};

const base = (s: StaffedInstitution) => `/Institution/${s.institution.id}`;
const newName = () => `Matrix University ${Math.random().toString(36).slice(2)}`;

const reads: Route[] = [
  { method: "GET", url: () => "/Institution?q=Test", ok: 200 },
  { method: "GET", url: base, ok: 200 },
  { method: "GET", url: (s) => `${base(s)}/Statistics`, ok: 200 },
  { method: "GET", url: (s) => `${base(s)}/FeaturedCards`, ok: 200 },
  { method: "GET", url: (s) => `${base(s)}/KeenLeaders`, ok: 200 },
  { method: "GET", url: (s) => `${base(s)}/RisingStars`, ok: 200 },
  { method: "GET", url: (s) => `${base(s)}/Fellows`, ok: 200 },
];

const writes: Route[] = [
  { method: "POST", url: () => "/Institution", body: () => ({ name: newName() }), ok: 201 },
  { method: "PUT", url: base, body: () => ({ name: newName(), city: "Terre Haute" }), ok: 200 },
  { method: "DELETE", url: base, ok: 204 },
  { method: "POST", url: (s) => `${base(s)}/FeaturedCards/${s.spareCard.id}`, ok: 201 },
  { method: "DELETE", url: (s) => `${base(s)}/FeaturedCards/${s.featured.id}`, ok: 204 },
  {
    method: "PUT",
    url: (s) => `${base(s)}/FeaturedCards/Reorder`,
    body: (s) => ({ ids: [s.featured.id] }),
    ok: 200,
  },
  { method: "POST", url: (s) => `${base(s)}/KeenLeaders/${s.spareMember.id}`, ok: 201 },
  { method: "DELETE", url: (s) => `${base(s)}/KeenLeaders/${s.leader.id}`, ok: 204 },
  {
    method: "PUT",
    url: (s) => `${base(s)}/KeenLeaders/Reorder`,
    body: (s) => ({ ids: [s.leader.id] }),
    ok: 200,
  },
  { method: "POST", url: (s) => `${base(s)}/RisingStars/${s.spareMember.id}`, ok: 201 },
  { method: "DELETE", url: (s) => `${base(s)}/RisingStars/${s.risingStar.id}`, ok: 204 },
  {
    method: "PUT",
    url: (s) => `${base(s)}/RisingStars/Reorder`,
    body: (s) => ({ ids: [s.risingStar.id] }),
    ok: 200,
  },
  {
    method: "POST",
    url: (s) => `${base(s)}/Fellows`,
    body: (s) => ({ userId: s.spareMember.id, year: 2024 }),
    ok: 201,
  },
  {
    method: "POST",
    url: (s) => `${base(s)}/Fellows/Batch`,
    body: (s) => ({ userIds: [s.spareMember.id] }),
    ok: 201,
  },
  { method: "DELETE", url: (s) => `${base(s)}/Fellows/${s.fellow.id}`, ok: 204 },
  { method: "PUT", url: (s) => `${base(s)}/Fellows/Reorder`, body: (s) => ({ ids: [s.fellow.id] }), ok: 200 },
];

/** Path parameters as the test names show them. */
const placeholders = {
  institution: { id: "{id}" },
  ...Object.fromEntries(["spareCard", "featured"].map((key) => [key, { id: "{cardId}" }])),
  ...Object.fromEntries(
    ["spareMember", "leader", "risingStar", "fellow"].map((key) => [key, { id: "{userId}" }]),
  ),
} as unknown as StaffedInstitution;

const expected = (route: Route, caller: Caller, isWrite: boolean) => {
  if (!isWrite) return route.ok;
  return { visitor: 401, member: 403, admin: route.ok }[caller];
};

describe("institutions authorization matrix (visitor / member / admin)", () => {
  const cases = [
    ...reads.map((route) => ({ route, isWrite: false })),
    ...writes.map((route) => ({ route, isWrite: true })),
  ].flatMap(({ route, isWrite }) =>
    callers.map((caller) => ({
      name: `${route.method} ${route.url(placeholders)}`,
      route,
      caller,
      status: expected(route, caller, isWrite),
    })),
  );

  it.each(cases)("$name as $caller → $status", async ({ route, caller, status }) => {
    const staffed = await buildStaffedInstitution(db);
    const response = await call(caller, route.method, route.url(staffed), route.body?.(staffed));
    expect(response.statusCode, response.body).toBe(status);
    if (status === 401) expect(response.json().code).toBe("unauthorized");
    if (status === 403) expect(response.json().code).toBe("forbidden");
  });

  it("shows admins edit and delete abilities, everyone else none", async () => {
    const { institution } = await buildStaffedInstitution(db);
    for (const caller of callers) {
      const body = (await call(caller, "GET", `/Institution/${institution.id}`)).json();
      const isAdmin = caller === "admin";
      expect(body.abilities, caller).toEqual({ edit: isAdmin, delete: isAdmin });
    }
  });
});
