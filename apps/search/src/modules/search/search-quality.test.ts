import { cards, cardVersions, institutions, users } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildMember, buildSearchCard, buildTestSearchApp, testIssuer } from "../../test/factories";

const { db } = await useTestDatabase();
const app = await buildTestSearchApp(db);
const token = await testIssuer.signToken({ sub: "searcher", email_verified: true });

type Hit = { type: string; cardId?: string; userId?: string };
const search = async (query: string, types: string) => {
  const response = await app.inject({
    method: "GET",
    url: "/Search",
    query: { query, types, pageSize: "50" },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, query).toBe(200);
  return (response.json() as { items: Hit[] }).items;
};
const cardIds = async (query: string) => (await search(query, "card")).map((hit) => hit.cardId);
const memberIds = async (query: string) => (await search(query, "user")).map((hit) => hit.userId);

const spaghetti = await buildSearchCard(db, {
  title: "Bridge loads with spaghetti",
  summary: "Teams build and test pasta trusses until they fail.",
  tags: ["structures", "teamwork"],
});
const resume = await buildSearchCard(db, {
  title: "Résumé clinic for engineering co-ops",
  summary: "Students critique each other's CVs with José's checklist.",
});
const plainResume = await buildSearchCard(db, { title: "Resume workshop", summary: "Plain ASCII title." });

describe("typo tolerance per word", () => {
  it("finds a card when one word of several has a typo", async () => {
    for (const query of [
      "spagheti bridge",
      "bridge spagheti",
      "brige loads",
      "spaghetti bridg",
      "pasta truses",
    ]) {
      expect(await cardIds(query), query).toContain(spaghetti.id);
    }
  });

  it("forgives swapped letters, which leave few trigrams in common", async () => {
    const design = await buildSearchCard(db, { title: "Design reviews for capstone teams" });
    for (const query of ["desgin reviews", "capstoen", "spaghetit bridge"]) {
      const expected = query.startsWith("spag") ? spaghetti.id : design.id;
      expect(await cardIds(query), query).toContain(expected);
    }
    // One edit only for short words: "tset" is not taken for "test" and anything else nearby.
    expect(await cardIds("desgin xqzv")).toEqual([]);
  });

  it("matches typo words in the summary and tags too", async () => {
    expect(await cardIds("spagheti teamwrok")).toContain(spaghetti.id);
    expect(await cardIds("structurs fail")).toContain(spaghetti.id);
  });

  it("still requires every word to match somewhere", async () => {
    for (const query of ["spagheti thermodynamics", "bridge xylophone", "qqqq"]) {
      expect(await cardIds(query), query).not.toContain(spaghetti.id);
    }
  });

  it("does not let stop words narrow the result", async () => {
    expect(await cardIds("bridge of the spaghetti")).toContain(spaghetti.id);
  });
});

describe("accents", () => {
  it("finds accented words from plain queries and plain words from accented ones", async () => {
    expect(await cardIds("resume clinic")).toContain(resume.id);
    expect(await cardIds("jose checklist")).toContain(resume.id);
    const accented = await cardIds("résumé");
    expect(accented).toContain(resume.id);
    expect(accented).toContain(plainResume.id);
  });

  it("forgives a typo in an accented word", async () => {
    expect(await cardIds("resme clinic")).toContain(resume.id);
  });

  it("finds members whatever the accents on either side", async () => {
    const accented = await buildMember(
      db,
      { firstName: "José", lastName: "Ibáñez" },
      "Universidad de Córdoba",
    );
    const plain = await buildMember(db, { firstName: "Jose", lastName: "Ibanez-Smith" });
    const both = await memberIds("josé ibanez");
    expect(both).toContain(accented.id);
    expect(both).toContain(plain.id);
    expect(await memberIds("ibáñez cordoba")).toEqual([accented.id]);
  });
});

describe("ranking", () => {
  it("matches a known word as a whole word only, and expands an unknown one by prefix and spelling", async () => {
    // Oldest first, so recency alone would give the reverse order.
    const exact = await buildSearchCard(db, {
      title: "Tensegrity studio",
      publishedAt: new Date("2020-01-01T00:00:00Z"),
    });
    const prefix = await buildSearchCard(db, {
      title: "Tensegrityworks calibration",
      publishedAt: new Date("2021-01-01T00:00:00Z"),
    });
    const typo = await buildSearchCard(db, {
      title: "Tensegrty lab",
      publishedAt: new Date("2022-01-01T00:00:00Z"),
    });
    // "tensegrity" is a word of the catalogue: whole words only (as "fun" never finds "function").
    expect(await cardIds("tensegrity")).toEqual([exact.id]);
    // "tensegr" is not: it expands to the vocabulary words it begins and the closest spellings.
    const expanded = await cardIds("tensegr");
    expect(expanded).toEqual(expect.arrayContaining([exact.id, prefix.id, typo.id]));
    expect(await cardIds("tensegrityy")).toEqual(expect.arrayContaining([exact.id, prefix.id]));
  });

  it("finds a misspelt card word only from a query word the catalogue does not know", async () => {
    const withTypo = await buildSearchCard(db, { title: "Gantry crane kinetcs", publishedAt: new Date() });
    const exact = await buildSearchCard(db, {
      title: "Gantry crane kinetics",
      publishedAt: new Date("2019-01-01T00:00:00Z"),
    });
    expect(await cardIds("gantry crane kinetics")).toEqual([exact.id]);
    expect(await cardIds("gantry crane kinetcs")).toEqual([withTypo.id]);
  });

  it("ranks members by exact name before prefix and typo matches", async () => {
    const exact = await buildMember(db, { firstName: "Wilhelmina", lastName: "Brankovic" });
    const prefix = await buildMember(db, { firstName: "Aaron", lastName: "Brankovich" });
    const typo = await buildMember(db, { firstName: "Aaron", lastName: "Brankovc" });
    expect(await memberIds("brankovic")).toEqual([exact.id, prefix.id, typo.id]);
  });

  it("forgives swapped letters in a member's name, and learns the spellings of changed names", async () => {
    const member = await buildMember(db, { firstName: "Ottilie", lastName: "Brandt" }, "Lund University");
    expect(await memberIds("ottilie bradnt")).toEqual([member.id]);
    // The members' vocabulary follows renamed members and institutions.
    await db.update(users).set({ lastName: "Vandermeer" }).where(eq(users.id, member.id));
    expect(await memberIds("ottilie vandermere")).toEqual([member.id]);
    await db
      .update(institutions)
      .set({ name: "Malmberget Institute" })
      .where(eq(institutions.name, "Lund University"));
    expect(await memberIds("ottilie malmbreget")).toEqual([member.id]);
  });

  it("matches a member's name and institution word by word, typos included", async () => {
    const member = await buildMember(db, { firstName: "Grace", lastName: "Hopper" }, "Yale University");
    for (const query of ["hoper yale", "yale hopper", "grace universty"]) {
      expect(await memberIds(query), query).toContain(member.id);
    }
    expect(await memberIds("hopper harvard")).not.toContain(member.id);
  });
});

describe("what never appears", () => {
  it("hides drafts, unpublished and deleted cards from typo and accent queries", async () => {
    const hidden = [
      await buildSearchCard(db, { title: "Spaghetti bridge draft", status: "draft" }),
      await buildSearchCard(db, { title: "Spaghetti bridge taken down", status: "unpublished" }),
      await buildSearchCard(db, { title: "Spaghetti bridge deleted", isDeleted: true }),
      await buildSearchCard(db, { title: "Résumé draft", status: "draft" }),
      await buildSearchCard(db, { title: "Résumé deleted", isDeleted: true }),
    ].map((card) => card.id);
    for (const query of ["spagheti bridge", "spaghetti", "resume", "résumé", "resme"]) {
      const found = await cardIds(query);
      for (const id of hidden) expect(found, query).not.toContain(id);
    }
    expect(await cardIds("spagheti bridge")).toContain(spaghetti.id);
  });

  it("matches only the current published version, not an earlier one or the draft", async () => {
    const card = await buildSearchCard(db, { title: "Flywheel résumé", draftTitle: "Sprocket plan" });
    const [second] = await db
      .insert(cardVersions)
      .values({
        cardId: card.id,
        number: 2,
        content: { title: "Pulley basics" },
        title: "Pulley basics",
        summary: "",
      })
      .returning();
    await db.update(cards).set({ publishedVersionId: second!.id }).where(eq(cards.id, card.id));
    expect(await cardIds("puley")).toContain(card.id);
    for (const query of ["flywheel", "flywhel", "resume", "sprocket", "sprockt"]) {
      expect(await cardIds(query), query).not.toContain(card.id);
    }
  });

  it("hides members who have not finished onboarding, typos and accents included", async () => {
    const hidden = await buildMember(db, { firstName: "Zoë", lastName: "Quintero", isOnboarded: false });
    for (const query of ["zoe quintero", "quinteró", "quintro"]) {
      expect(await memberIds(query), query).not.toContain(hidden.id);
    }
  });
});

describe("totals", () => {
  it("reports the full total on a page past the last hit", async () => {
    for (let i = 0; i < 3; i++) await buildSearchCard(db, { title: `Ornithopter wing ${i}` });
    const response = await app.inject({
      method: "GET",
      url: "/Search",
      query: { query: "ornithoptr", types: "card", page: "3", pageSize: "2" },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.json()).toMatchObject({ items: [], total: 3, page: 3 });
  });
});
