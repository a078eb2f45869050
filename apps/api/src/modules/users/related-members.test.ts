import { randomUUID } from "node:crypto";
import {
  type Database,
  disciplines,
  interests,
  userDisciplines,
  userInstitutions,
  userInterests,
} from "@keen/db";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import type { Member } from "../../plugins/auth";
import {
  bearer,
  buildCard,
  buildInstitution,
  buildTestApp,
  buildUser,
  signToken,
  signTokenFor,
} from "../../test/factories";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const allDisciplines = await db.select().from(disciplines);
const allInterests = await db.select().from(interests);

type Links = { institutions?: string[]; disciplines?: number[]; interests?: number[] };

async function link(database: Database, member: Member, links: Links) {
  for (const [position, institutionId] of (links.institutions ?? []).entries()) {
    await database.insert(userInstitutions).values({ userId: member.id, institutionId, position });
  }
  for (const index of links.disciplines ?? []) {
    await database
      .insert(userDisciplines)
      .values({ userId: member.id, disciplineId: allDisciplines[index]!.id });
  }
  for (const index of links.interests ?? []) {
    await database.insert(userInterests).values({ userId: member.id, interestId: allInterests[index]!.id });
  }
}

/** A card the members author together (published with a version 1, as readers see it, or a draft). */
async function coAuthoredCard(authors: Member[], status: "draft" | "published" = "published") {
  const [author, ...coAuthors] = authors;
  await buildCard(db, { author: author!, coAuthors, status });
}

const related = async (id: string, viewer: Member) =>
  app.inject({ method: "GET", url: `/User/${id}/Related`, headers: bearer(await signTokenFor(viewer)) });

describe("GET /User/{id}/Related", () => {
  it("ranks onboarded members by what they share, with the reasons strongest first", async () => {
    const school = await buildInstitution(db, { name: `Zenith College ${randomUUID()}` });
    const me = await buildUser(db, { isOnboarded: true });
    await link(db, me, { institutions: [school.id], disciplines: [0, 1, 2], interests: [0, 1] });

    const colleague = await buildUser(db, { isOnboarded: true, lastName: "Colleague" });
    await link(db, colleague, { institutions: [school.id], disciplines: [0, 2] });
    const coAuthor = await buildUser(db, { isOnboarded: true, lastName: "Coauthor" });
    await coAuthoredCard([me, coAuthor]);
    await coAuthoredCard([coAuthor, me]);
    await coAuthoredCard([me, coAuthor], "draft");
    const peer = await buildUser(db, { isOnboarded: true, lastName: "Peer" });
    await link(db, peer, { disciplines: [0, 1], interests: [1] });
    const distant = await buildUser(db, { isOnboarded: true, lastName: "Distant" });
    await link(db, distant, { interests: [0] });
    const notOnboarded = await buildUser(db, { isOnboarded: false });
    await link(db, notOnboarded, { institutions: [school.id], disciplines: [0, 1, 2] });
    const unrelated = await buildUser(db, { isOnboarded: true });
    await link(db, unrelated, { disciplines: [5], interests: [7] });

    const response = await related(me.id, distant);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // Coauthor (2 cards: 8) and Peer (2 disciplines + 1 interest: 8) tie; the name decides.
    const order = [colleague.id, coAuthor.id, peer.id, distant.id];
    expect(body.map((m: { userId: string }) => m.userId)).toEqual(order);
    expect(body[0]).toEqual({
      userId: colleague.id,
      firstName: colleague.firstName,
      lastName: "Colleague",
      title: null,
      institutionName: school.name,
      pictureUrl: expect.stringMatching(new RegExp(`^/User/${colleague.id}/ProfilePicture\\?size=256&v=`)),
      score: 11,
      reasons: ["2 shared disciplines", "Same institution"],
    });
    expect(body[1].reasons).toEqual(["Co-authored 2 cards"]);
    expect(body[2].reasons).toEqual(["2 shared disciplines", "1 shared interest"]);
    expect(body[3]).toMatchObject({ institutionName: null, reasons: ["1 shared interest"], score: 2 });
  });

  it("returns at most 12 and an empty list for a member who shares nothing", async () => {
    const me = await buildUser(db, { isOnboarded: true });
    await link(db, me, { interests: [3] });
    for (let i = 0; i < 14; i++) {
      await link(db, await buildUser(db, { isOnboarded: true }), { interests: [3] });
    }
    expect((await related(me.id, me)).json()).toHaveLength(12);
    const loner = await buildUser(db, { isOnboarded: true });
    expect((await related(loner.id, me)).json()).toEqual([]);
  });

  it("answers visitors and members not yet created as anyone, 404 for an unknown id", async () => {
    const member = await buildUser(db);
    expect((await app.inject({ method: "GET", url: `/User/${member.id}/Related` })).statusCode).toBe(200);
    const newcomer = bearer(await signToken({ sub: randomUUID(), email_verified: true }));
    const asNewcomer = await app.inject({
      method: "GET",
      url: `/User/${member.id}/Related`,
      headers: newcomer,
    });
    expect(asNewcomer.statusCode).toBe(200);
    expect((await related(randomUUID(), member)).statusCode).toBe(404);
  });
});
