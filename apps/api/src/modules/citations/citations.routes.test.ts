import { randomUUID } from "node:crypto";
import { cards, cardVersions } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import type { Member } from "../../plugins/auth";
import { bearer, buildCard, buildTestApp, buildUser, signTokenFor } from "../../test/factories";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

const ada = await buildUser(db, { firstName: "Ada", lastName: "Lovelace" });
const mary = await buildUser(db, { firstName: "Mary", lastName: "Jackson" });
const reader = await buildUser(db);
const admin = await buildUser(db, { role: "admin" });

/**
 * A card with two published versions: authors Ada Lovelace (member), Grace Brewster Hopper
 * (external co-author) and Mary Jackson (member), in that order.
 */
async function buildCitedCard() {
  const card = await buildCard(db, { author: ada, coAuthors: [mary], status: "published" });
  const authors = [
    { userId: ada.id, name: "Ada Lovelace", isExternal: false },
    { userId: null, name: "Grace Brewster Hopper", isExternal: true },
    { userId: mary.id, name: "Mary Jackson", isExternal: false },
  ];
  await db
    .update(cardVersions)
    .set({
      title: "Bridges of spaghetti: a design challenge",
      authors,
      publishedAt: new Date("2026-03-04T15:00:00Z"),
    })
    .where(eq(cardVersions.cardId, card.id));
  const [first] = await db.select().from(cardVersions).where(eq(cardVersions.cardId, card.id));
  const [second] = await db
    .insert(cardVersions)
    .values({
      cardId: card.id,
      number: 2,
      content: first!.content,
      typeId: first!.typeId,
      title: "Bridges of spaghetti: a design challenge for first-years",
      summary: first!.summary,
      authors,
      publishedAt: new Date("2026-09-21T10:00:00Z"),
    })
    .returning();
  await db.update(cards).set({ publishedVersionId: second!.id }).where(eq(cards.id, card.id));
  return card;
}

const card = await buildCitedCard();
const url = `http://localhost:3000/card/${card.id}`;

async function cite(query: string, member: Member | null = reader) {
  return app.inject({
    method: "GET",
    url: `/Card/${card.id}/Citation${query}`,
    headers: member ? bearer(await signTokenFor(member)) : undefined,
  });
}

describe("GET /Card/{cardId}/Citation of the latest version", () => {
  it("writes APA 7 with the authors in card order, the version and the platform", async () => {
    const response = await cite("?format=apa");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe(
      "Lovelace, A., Hopper, G. B., & Jackson, M. (2026, September 21). " +
        `Bridges of spaghetti: a design challenge for first-years (Version 2). KEEN Cards. ${url}\n`,
    );
    expect(response.headers["content-disposition"]).toContain(
      'inline; filename="keen-card-bridges-of-spaghetti-a-design-challenge-for-first-years-v2.txt"',
    );
  });

  it("answers APA when no format is given", async () => {
    const response = await cite("");
    expect(response.body).toMatch(/^Lovelace, A\., Hopper, G\. B\., & Jackson, M\. \(2026, September 21\)/);
  });

  it("writes MLA 9: first author inverted and et al., title in quotes, version in the container", async () => {
    const response = await cite("?format=mla");
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe(
      "Lovelace, Ada, et al. “Bridges of Spaghetti: A Design Challenge for First-Years.” " +
        `KEEN Cards, version 2, 21 Sept. 2026, ${url}.\n`,
    );
  });

  it("writes Chicago 18 author-date: every author, year after the names, month and day with the site", async () => {
    const response = await cite("?format=chicago");
    expect(response.body).toBe(
      "Lovelace, Ada, Grace Brewster Hopper, and Mary Jackson. 2026. " +
        "“Bridges of Spaghetti: A Design Challenge for First-Years.” Version 2. KEEN Cards. September 21. " +
        `${url}.\n`,
    );
  });

  it("writes BibTeX as a @misc entry", async () => {
    const response = await cite("?format=bibtex");
    expect(response.headers["content-type"]).toBe("application/x-bibtex; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain("-v2.bib");
    expect(response.body).toBe(
      [
        "@misc{Lovelace2026Bridges,",
        "\tauthor = {Lovelace, Ada and Hopper, Grace Brewster and Jackson, Mary},",
        "\tyear = {2026},",
        "\tmonth = {9},",
        "\tnote = {Version 2},",
        "\tpublisher = {KEEN Cards},",
        "\ttitle = {Bridges of spaghetti: a design challenge for first-years},",
        `\turl = {${url}},`,
        "}",
        "",
      ].join("\n"),
    );
  });

  it("writes RIS as an electronic source", async () => {
    const response = await cite("?format=ris");
    expect(response.headers["content-type"]).toBe("application/x-research-info-systems; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain("-v2.ris");
    expect(response.body).toBe(
      [
        "TY  - ELEC",
        "AU  - Lovelace, Ada",
        "AU  - Hopper, Grace Brewster",
        "AU  - Jackson, Mary",
        "DA  - 2026/9/21/",
        "PY  - 2026",
        `ID  - keen-${card.id.slice(0, 8)}-v2`,
        "N1  - Version 2",
        "PB  - KEEN Cards",
        "TI  - Bridges of spaghetti: a design challenge for first-years",
        `UR  - ${url}`,
        "ER  - ",
        "",
      ].join("\n"),
    );
  });
});

describe("GET /Card/{cardId}/Citation of a chosen version", () => {
  it("cites that version's title and date, linking to the version", async () => {
    const response = await cite("?format=apa&version=1");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      "Lovelace, A., Hopper, G. B., & Jackson, M. (2026, March 4). " +
        `Bridges of spaghetti: a design challenge (Version 1). KEEN Cards. ${url}?version=1\n`,
    );
    expect(response.headers["content-disposition"]).toContain(
      "keen-card-bridges-of-spaghetti-a-design-challenge-v1.txt",
    );
  });

  it("answers 404 for a version that does not exist and 400 naming a bad version or format", async () => {
    expect((await cite("?version=3")).statusCode).toBe(404);
    const badVersion = await cite("?version=0");
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().message).toContain("version");
    const badFormat = await cite("?format=harvard");
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toContain("format");
  });
});

describe("who may cite", () => {
  it("answers the text to visitors, other members and admins", async () => {
    expect((await cite("?format=ris", null)).statusCode).toBe(200);
    expect((await cite("?format=ris", admin)).statusCode).toBe(200);
    expect((await cite("?format=ris", ada)).statusCode).toBe(200);
  });

  it("answers 404 for a card with no published version, to its author too, and for an unknown card", async () => {
    const draft = await buildCard(db, { author: ada });
    for (const member of [ada, reader, admin]) {
      const response = await app.inject({
        method: "GET",
        url: `/Card/${draft.id}/Citation?format=bibtex`,
        headers: bearer(await signTokenFor(member)),
      });
      expect(response.statusCode).toBe(404);
    }
    const unknown = await app.inject({
      method: "GET",
      url: `/Card/${randomUUID()}/Citation`,
      headers: bearer(await signTokenFor(reader)),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("lets the author of an unpublished card cite it, and nobody else", async () => {
    const unpublished = await buildCard(db, { author: ada, status: "unpublished" });
    const asAuthor = await app.inject({
      method: "GET",
      url: `/Card/${unpublished.id}/Citation`,
      headers: bearer(await signTokenFor(ada)),
    });
    expect(asAuthor.statusCode).toBe(200);
    const asReader = await app.inject({
      method: "GET",
      url: `/Card/${unpublished.id}/Citation`,
      headers: bearer(await signTokenFor(reader)),
    });
    expect(asReader.statusCode).toBe(404);
  });
});
