import { randomUUID } from "node:crypto";
import { collabAccess } from "@keen/cards";
import { cardEditors } from "@keen/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildCardWithEditor, buildUser } from "../../test/factories";

const { db } = await useTestDatabase();

describe("collabAccess", () => {
  it("lets authors, editors and admins edit a draft, and hides it from other members", async () => {
    const { author, editor, card } = await buildCardWithEditor(db);
    const admin = await buildUser(db, { role: "admin" });
    const member = await buildUser(db);

    expect(await collabAccess(db, author.id, card.id)).toBe("edit");
    expect(await collabAccess(db, editor.id, card.id)).toBe("edit");
    expect(await collabAccess(db, admin.id, card.id)).toBe("edit");
    expect(await collabAccess(db, member.id, card.id)).toBe("not_found");
  });

  it("forbids members who see a card but may not edit it", async () => {
    const author = await buildUser(db);
    const published = await buildCard(db, { author, status: "published" });
    expect(await collabAccess(db, (await buildUser(db)).id, published.id)).toBe("forbidden");
    const deleted = await buildCard(db, { author, isDeleted: true });
    expect(await collabAccess(db, author.id, deleted.id)).toBe("forbidden");
  });

  it("answers as the policy does now: a removed editor loses the draft", async () => {
    const { editor, card } = await buildCardWithEditor(db);
    await db
      .delete(cardEditors)
      .where(and(eq(cardEditors.cardId, card.id), eq(cardEditors.userId, editor.id)));
    expect(await collabAccess(db, editor.id, card.id)).toBe("not_found");
  });

  it("answers unknown cards, malformed ids and unknown members without failing", async () => {
    const author = await buildUser(db);
    const card = await buildCard(db, { author });
    expect(await collabAccess(db, author.id, randomUUID())).toBe("not_found");
    expect(await collabAccess(db, author.id, "card-1")).toBe("not_found");
    expect(await collabAccess(db, randomUUID(), card.id)).toBe("forbidden");
  });
});
