import { randomUUID } from "node:crypto";
import { userInstitutions } from "@keen/db";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import {
  buildCard,
  buildCardWithEditor,
  buildInstitution,
  buildTestApp,
  buildUser,
} from "../../test/factories";
import { cardsTestClient } from "./cards-test-client";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const call = cardsTestClient(app);

describe("card authors", () => {
  it("adds members and external co-authors in order, with title and institution", async () => {
    const author = await buildUser(db);
    const coAuthor = await buildUser(db, { firstName: "Katherine", lastName: "Johnson", title: "Professor" });
    const institution = await buildInstitution(db);
    await db.insert(userInstitutions).values({ userId: coAuthor.id, institutionId: institution.id });
    const card = await buildCard(db, { author });

    const added = await call(author, "POST", `/Card/${card.id}/Authors`, {
      kind: "member",
      userId: coAuthor.id,
    });
    expect(added.statusCode).toBe(201);
    const list = (
      await call(author, "POST", `/Card/${card.id}/Authors`, {
        kind: "external",
        name: "Dr. Outside",
        institution: "Industry Partner Inc.",
      })
    ).json();
    expect(list.map((a: { name: string }) => a.name)).toEqual([
      `${author.firstName} ${author.lastName}`,
      "Katherine Johnson",
      "Dr. Outside",
    ]);
    expect(list[1]).toMatchObject({
      userId: coAuthor.id,
      title: "Professor",
      institution: institution.name,
      isExternal: false,
    });
    expect(list[2]).toMatchObject({
      userId: null,
      title: null,
      institution: "Industry Partner Inc.",
      isExternal: true,
    });

    const coAuthorView = await call(coAuthor, "GET", `/Card/${card.id}`);
    expect(coAuthorView.json().abilities).toMatchObject({ publish: true, manageAuthors: true });
  });

  it("answers 409 for a member who is already an author, 400 for an unknown member or a bad body", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author });
    const again = await call(author, "POST", `/Card/${card.id}/Authors`, {
      kind: "member",
      userId: author.id,
    });
    expect(again.statusCode).toBe(409);
    const unknown = await call(author, "POST", `/Card/${card.id}/Authors`, {
      kind: "member",
      userId: randomUUID(),
    });
    expect(unknown.json().details).toEqual([{ field: "userId", message: "is not a member" }]);
    const noName = await call(author, "POST", `/Card/${card.id}/Authors`, { kind: "external", name: " " });
    expect(noName.json().details[0].field).toBe("name");
  });

  it("turns an editor who becomes an author into an author only", async () => {
    const { author, editor, card } = await buildCardWithEditor(db);
    await call(author, "POST", `/Card/${card.id}/Authors`, { kind: "member", userId: editor.id });
    expect((await call(author, "GET", `/Card/${card.id}/Editors`)).json()).toEqual([]);
  });

  it("reorders with a full permutation and refuses anything else", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author, coAuthors: [await buildUser(db)] });
    const before = (await call(author, "GET", `/Card/${card.id}/Authors`)).json();
    const reversed = before.map((a: { id: string }) => a.id).reverse();
    const response = await call(author, "PUT", `/Card/${card.id}/Authors`, { authorIds: reversed });
    expect(response.json().map((a: { id: string }) => a.id)).toEqual(reversed);

    for (const authorIds of [[reversed[0]], [reversed[0], reversed[0]], [reversed[0], randomUUID()]]) {
      const bad = await call(author, "PUT", `/Card/${card.id}/Authors`, { authorIds });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual([
        { field: "authorIds", message: "must list each of the card's 2 authors exactly once" },
      ]);
    }
  });

  it("removes authors by member id or entry id but always keeps a member author", async () => {
    const author = await buildUser(db);
    const coAuthor = await buildUser(db);
    const card = await buildCard(db, { author, coAuthors: [coAuthor] });
    const [, , external] = (
      await call(author, "POST", `/Card/${card.id}/Authors`, { kind: "external", name: "Guest" })
    ).json();

    expect((await call(author, "DELETE", `/Card/${card.id}/Authors/${external.id}`)).statusCode).toBe(204);
    expect((await call(author, "DELETE", `/Card/${card.id}/Authors/${coAuthor.id}`)).statusCode).toBe(204);
    const last = await call(author, "DELETE", `/Card/${card.id}/Authors/${author.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      code: "conflict",
      message: expect.stringContaining("at least one member author"),
    });
    expect((await call(author, "DELETE", `/Card/${card.id}/Authors/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call(coAuthor, "GET", `/Card/${card.id}`)).statusCode).toBe(404);
  });
});

describe("card editors", () => {
  it("adds an editor who may then edit but not publish, and removes them", async () => {
    const author = await buildUser(db);
    const editor = await buildUser(db, { firstName: "Edith", lastName: "Clarke" });
    const card = await buildCard(db, { author });
    const added = await call(author, "POST", `/Card/${card.id}/Editors`, { userId: editor.id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual([
      { userId: editor.id, name: "Edith Clarke", title: null, institution: null },
    ]);
    const view = (await call(editor, "GET", `/Card/${card.id}`)).json();
    expect(view.abilities).toMatchObject({
      edit: true,
      publish: false,
      manageAuthors: false,
      viewAnalytics: true,
    });

    expect((await call(author, "POST", `/Card/${card.id}/Editors`, { userId: editor.id })).statusCode).toBe(
      409,
    );
    expect((await call(author, "POST", `/Card/${card.id}/Editors`, { userId: author.id })).statusCode).toBe(
      409,
    );
    expect(
      (await call(author, "POST", `/Card/${card.id}/Editors`, { userId: randomUUID() })).statusCode,
    ).toBe(400);

    expect((await call(author, "DELETE", `/Card/${card.id}/Editors/${editor.id}`)).statusCode).toBe(204);
    expect((await call(author, "DELETE", `/Card/${card.id}/Editors/${editor.id}`)).statusCode).toBe(404);
    expect((await call(editor, "GET", `/Card/${card.id}`)).statusCode).toBe(404);
  });
});
