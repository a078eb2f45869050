import { disciplines, institutionProposals, institutions, notifications, userInstitutions } from "@keen/db";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { bearer, buildInstitution, buildTestApp, buildUser, signTokenFor } from "../../test/factories";

const { db } = await useTestDatabase();
const app = await buildTestApp(db, { env: { RATE_LIMIT_MAX: "100000" } });
const admin = await buildUser(db, { role: "admin", firstName: "Ada", lastName: "Admin" });
const adminHeaders = bearer(await signTokenFor(admin));
const [discipline] = await db.select().from(disciplines).limit(1);

const uniqueName = () => `Rose-Hulman Satellite ${crypto.randomUUID().slice(0, 8)}`;

async function newMember() {
  const user = await buildUser(db);
  return { user, headers: bearer(await signTokenFor(user)) };
}

async function propose(headers: Record<string, string>, payload: Record<string, unknown>) {
  return app.inject({ method: "POST", url: "/InstitutionProposal", headers, payload });
}

async function proposeFor(headers: Record<string, string>, name = uniqueName()) {
  const response = await propose(headers, {
    name,
    city: "Terre Haute",
    country: "United States",
    website: "https://example.edu",
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string };
}

const decide = (id: string, action: "Approve" | "Merge" | "Reject", payload?: Record<string, unknown>) =>
  app.inject({ method: "POST", url: `/InstitutionProposal/${id}/${action}`, headers: adminHeaders, payload });

async function institutionIdsOf(userId: string) {
  const rows = await db
    .select({ id: userInstitutions.institutionId })
    .from(userInstitutions)
    .where(eq(userInstitutions.userId, userId))
    .orderBy(asc(userInstitutions.position));
  return rows.map((row) => row.id);
}

async function notificationsOf(userId: string) {
  await app.jobs.runDue();
  return db.select().from(notifications).where(eq(notifications.recipientId, userId));
}

describe("a member proposes their institution during onboarding", () => {
  it("finishes onboarding without a listed institution once they proposed theirs", async () => {
    const { user, headers } = await newMember();
    const proposal = await proposeFor(headers, "Olin College of Engineering (Needham)");
    expect(proposal).toMatchObject({ status: "pending", proposer: null, institution: null });

    const onboarding = await app.inject({
      method: "PUT",
      url: "/User/me/Onboarding",
      headers,
      payload: {
        firstName: "Grace",
        lastName: "Hopper",
        title: "Professor",
        disciplineIds: [discipline!.id],
      },
    });
    expect(onboarding.statusCode, onboarding.body).toBe(200);
    expect(onboarding.json()).toMatchObject({ isOnboarded: true, institutions: [] });

    const mine = await app.inject({ method: "GET", url: "/InstitutionProposal/Mine", headers });
    expect(mine.json().proposal).toMatchObject({
      id: proposal.id,
      name: "Olin College of Engineering (Needham)",
      city: "Terre Haute",
      country: "United States",
      website: "https://example.edu",
      status: "pending",
    });
    expect(await institutionIdsOf(user.id)).toEqual([]);
  });

  it("answers 400 naming the name and the website when they are wrong", async () => {
    const { headers } = await newMember();
    const response = await propose(headers, { city: "Houghton", website: "not a web address" });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("validation_error");
    expect(body.details.map((d: { field: string }) => d.field).sort()).toEqual(["name", "website"]);
    expect(body.details.find((d: { field: string }) => d.field === "website").message).toBe(
      "must be a web address starting with http:// or https://",
    );
  });

  it("answers 409 on name when the institution is already listed", async () => {
    const listed = await buildInstitution(db);
    const { headers } = await newMember();
    const response = await propose(headers, { name: listed.name.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "conflict", details: [{ field: "name" }] });
  });

  it("keeps one pending proposal per member: proposing again replaces its details", async () => {
    const { user, headers } = await newMember();
    const first = await proposeFor(headers);
    const second = await proposeFor(headers, "Kettering University West");
    expect(second.id).toBe(first.id);
    const rows = await db
      .select()
      .from(institutionProposals)
      .where(eq(institutionProposals.proposedBy, user.id));
    expect(rows).toMatchObject([{ name: "Kettering University West", status: "pending" }]);
  });

  it("answers null for a member who proposed nothing", async () => {
    const { headers } = await newMember();
    const mine = await app.inject({ method: "GET", url: "/InstitutionProposal/Mine", headers });
    expect(mine.json()).toEqual({ proposal: null });
  });
});

describe("admins decide on proposed institutions", () => {
  it("lists pending proposals oldest first, with who proposed them", async () => {
    const a = await newMember();
    const b = await newMember();
    const older = await proposeFor(a.headers);
    const newer = await proposeFor(b.headers);
    const response = await app.inject({
      method: "GET",
      url: "/InstitutionProposal?pageSize=50",
      headers: adminHeaders,
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const item = response.json().items.find((i: { id: string }) => i.id === older.id);
    expect(item.proposer).toEqual({
      userId: a.user.id,
      firstName: a.user.firstName,
      lastName: a.user.lastName,
      email: a.user.email,
    });
  });

  it("approves: creates the institution with the member's details, makes it their primary one and tells them", async () => {
    const { user, headers } = await newMember();
    const other = await buildInstitution(db);
    await db.insert(userInstitutions).values({ userId: user.id, institutionId: other.id, position: 0 });
    const proposal = await proposeFor(headers);

    const response = await decide(proposal.id, "Approve");
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: "approved", institution: { name: proposal.name } });
    const [created] = await db.select().from(institutions).where(eq(institutions.id, body.institution.id));
    expect(created).toMatchObject({
      name: proposal.name,
      city: "Terre Haute",
      country: "United States",
      website: "https://example.edu",
    });
    expect(await institutionIdsOf(user.id)).toEqual([created!.id, other.id]);

    expect(await notificationsOf(user.id)).toMatchObject([
      {
        type: "institution_proposal",
        title: `${proposal.name} is now listed`,
        link: `/institution/${created!.id}`,
        actorId: admin.id,
      },
    ]);
    const mine = await app.inject({ method: "GET", url: "/InstitutionProposal/Mine", headers });
    expect(mine.json()).toEqual({ proposal: null });
    expect((await decide(proposal.id, "Approve")).statusCode).toBe(409);
  });

  it("refuses to approve a name listed meanwhile (409) and changes nothing", async () => {
    const { user, headers } = await newMember();
    const proposal = await proposeFor(headers);
    await buildInstitution(db, { name: proposal.name });
    const response = await decide(proposal.id, "Approve");
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toEqual([{ field: "name", message: expect.any(String) }]);
    const [row] = await db
      .select()
      .from(institutionProposals)
      .where(eq(institutionProposals.id, proposal.id));
    expect(row?.status).toBe("pending");
    expect(await institutionIdsOf(user.id)).toEqual([]);
    expect(await notificationsOf(user.id)).toEqual([]);
  });

  it("merges into a listed institution: the member gets that one and is told", async () => {
    const { user, headers } = await newMember();
    const listed = await buildInstitution(db);
    const proposal = await proposeFor(headers);
    const response = await decide(proposal.id, "Merge", { institutionId: listed.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: "merged",
      institution: { id: listed.id, name: listed.name },
    });
    expect(await institutionIdsOf(user.id)).toEqual([listed.id]);
    expect(await notificationsOf(user.id)).toMatchObject([
      { title: `You are now listed at ${listed.name}`, link: `/institution/${listed.id}` },
    ]);
  });

  it("answers 400 on institutionId when merging into an unknown institution", async () => {
    const { headers } = await newMember();
    const proposal = await proposeFor(headers);
    const response = await decide(proposal.id, "Merge", { institutionId: crypto.randomUUID() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ field: "institutionId" }] });
  });

  it("rejects with a reason the member is told, linking nothing", async () => {
    const { user, headers } = await newMember();
    const proposal = await proposeFor(headers);
    const response = await decide(proposal.id, "Reject", { reason: "This is a high school." });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: "rejected",
      reason: "This is a high school.",
      institution: null,
    });
    expect(await institutionIdsOf(user.id)).toEqual([]);
    expect(await notificationsOf(user.id)).toMatchObject([
      {
        title: `${proposal.name} was not added to KEEN Cards`,
        body: "The admins said: This is a high school.",
        link: "/members/me",
      },
    ]);
    const rejected = await app.inject({
      method: "GET",
      url: "/InstitutionProposal?status=rejected&pageSize=50",
      headers: adminHeaders,
    });
    expect(rejected.json().items.map((i: { id: string }) => i.id)).toContain(proposal.id);
  });

  it("answers 404 for an unknown proposal", async () => {
    expect((await decide(crypto.randomUUID(), "Reject", {})).statusCode).toBe(404);
  });
});
