import { cards, disciplines } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildTestApp, buildUser, findCardTypeId } from "../../test/factories";
import { cardsTestClient } from "./cards-test-client";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const call = cardsTestClient(app);

describe("GET /Card/{cardId}/Related", () => {
  it("ranks published cards by shared disciplines, tags, type and similar text; never drafts, hidden cards or itself", async () => {
    const [mechanical, electrical] = await db.select({ id: disciplines.id }).from(disciplines).limit(2);
    const activity = await findCardTypeId(db, "Activity");
    const assessment = await findCardTypeId(db, "Assessment");
    const author = await buildUser(db);
    const other = await buildUser(db);
    const base = await buildCard(db, {
      author,
      status: "published",
      content: {
        title: "Wind turbine blade design challenge",
        summary: "Teams design turbine blades",
        typeId: activity,
        attributes: { disciplineIds: [mechanical!.id], tags: ["Renewable energy", "design"] },
      },
    });
    const published = (title: string, content: object, owner = other) =>
      buildCard(db, { author: owner, status: "published", content: { title, summary: "", ...content } });

    const best = await published("Turbine blade testing", {
      typeId: activity,
      attributes: { disciplineIds: [mechanical!.id], tags: ["renewable energy", "Design"] },
    });
    const sameDiscipline = await published("Gear trains", {
      typeId: assessment,
      attributes: { disciplineIds: [mechanical!.id] },
    });
    const similarTitle = await published("Wind turbine blade design", {
      typeId: assessment,
      attributes: { disciplineIds: [electrical!.id] },
    });
    await published("Unrelated circuits lab", {
      typeId: assessment,
      attributes: { disciplineIds: [electrical!.id] },
    });
    await buildCard(db, {
      author: other,
      content: { title: "Wind turbine blade design challenge", typeId: activity },
    });
    await buildCard(db, {
      author: other,
      status: "unpublished",
      content: { title: "Wind turbine blade design challenge" },
    });
    await buildCard(db, {
      author: other,
      status: "published",
      isDeleted: true,
      content: { title: "Wind turbine blade design challenge" },
    });

    const response = await call(await buildUser(db), "GET", `/Card/${base.id}/Related?limit=10`);
    expect(response.statusCode).toBe(200);
    const related = response.json().map((card: { id: string }) => card.id);
    expect(related).toEqual([best.id, similarTitle.id, sameDiscipline.id]);

    // The ranking is reused for a minute, but a card that is no longer public drops out at once.
    const reader = await buildUser(db);
    const again = await call(reader, "GET", `/Card/${base.id}/Related?limit=10`);
    expect(again.json().map((card: { id: string }) => card.id)).toEqual(related);
    await db.update(cards).set({ status: "unpublished" }).where(eq(cards.id, best.id));
    const afterUnpublish = await call(reader, "GET", `/Card/${base.id}/Related?limit=10`);
    expect(afterUnpublish.json().map((card: { id: string }) => card.id)).toEqual([
      similarTitle.id,
      sameDiscipline.id,
    ]);
  });

  it("works from the draft for a card never published and honours limit", async () => {
    const author = await buildUser(db);
    const word = "Photovoltaic panel efficiency measurement";
    const draft = await buildCard(db, { author, content: { title: word } });
    const one = await buildCard(db, { author, status: "published", content: { title: `${word} one` } });
    const two = await buildCard(db, { author, status: "published", content: { title: `${word} two` } });
    const response = await call(author, "GET", `/Card/${draft.id}/Related?limit=1`);
    expect(response.json()).toHaveLength(1);
    expect([one.id, two.id]).toContain(response.json()[0].id);
    expect((await call(author, "GET", `/Card/${draft.id}/Related?limit=21`)).statusCode).toBe(400);
  });
});
