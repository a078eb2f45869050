import { notifications } from "@keen/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildCard, buildMember, buildTestApp, type TestMember } from "../../test/factories";
import { discussionClient } from "./testing";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const client = discussionClient(app);

async function commentNotices(member: TestMember, cardId: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, member.user.id), eq(notifications.type, "card_commented")))
    .then((rows) => rows.filter((row) => row.link.startsWith(`/card/${cardId}`)));
}

describe("notifications of a card's discussion", () => {
  it("tells the card's member authors and earlier participants, never the actor, through the job", async () => {
    const author = await buildMember(db, { firstName: "Ada", lastName: "Author" });
    const coAuthor = await buildMember(db);
    const first = await buildMember(db, { firstName: "Fay", lastName: "First" });
    const second = await buildMember(db);
    const bystander = await buildMember(db);
    const card = await buildCard(db, {
      author: author.user,
      coAuthors: [coAuthor.user],
      status: "published",
      content: { title: "Bridges of spaghetti" },
    });

    const comment = await client.comment(first, card.id, "Worked well in week 3.");
    // Recorded with the comment, delivered by the notifications job.
    expect(await commentNotices(author, card.id)).toHaveLength(0);
    await app.jobs.runDue();
    const [notice] = await commentNotices(author, card.id);
    expect(notice).toMatchObject({
      title: "Fay First commented on “Bridges of spaghetti”",
      body: "Worked well in week 3.",
      link: `/card/${card.id}#comment-${comment.id}`,
      actorId: first.user.id,
    });
    expect(await commentNotices(coAuthor, card.id)).toHaveLength(1);
    expect(await commentNotices(first, card.id)).toHaveLength(0);

    await client.comment(second, card.id, "Same here.", comment.id);
    await app.jobs.runDue();
    expect(await commentNotices(first, card.id)).toHaveLength(1);
    expect(await commentNotices(second, card.id)).toHaveLength(0);
    expect(await commentNotices(bystander, card.id)).toHaveLength(0);

    // The author replies: the participants hear of it, the author does not hear of their own.
    await client.comment(author, card.id, "Glad it helped!", comment.id);
    await app.jobs.runDue();
    const secondNotices = await commentNotices(second, card.id);
    expect(secondNotices.some((n) => n.title.startsWith("Ada Author replied"))).toBe(true);
  });

  it("leaves out members who muted the discussion until they unmute it", async () => {
    const author = await buildMember(db);
    const reader = await buildMember(db);
    const other = await buildMember(db);
    const card = await buildCard(db, { author: author.user, status: "published" });
    const url = `/Card/${card.id}/CommentNotification`;

    const initial = await client.request(author, "GET", url);
    expect(initial.json()).toEqual({ muted: false });
    expect(await client.mute(author, card.id, true)).toEqual({ muted: true });
    expect(await client.mute(author, card.id, true)).toEqual({ muted: true });
    expect((await client.request(author, "GET", url)).json()).toEqual({ muted: true });

    await client.comment(reader, card.id, "Muted author hears nothing");
    await app.jobs.runDue();
    expect(await commentNotices(author, card.id)).toHaveLength(0);

    await client.mute(reader, card.id, true);
    await client.comment(other, card.id, "Muted participant hears nothing");
    await app.jobs.runDue();
    expect(await commentNotices(reader, card.id)).toHaveLength(0);

    expect(await client.mute(author, card.id, false)).toEqual({ muted: false });
    expect((await client.request(author, "GET", url)).json()).toEqual({ muted: false });
    await client.comment(other, card.id, "Unmuted author hears this");
    await app.jobs.runDue();
    expect(await commentNotices(author, card.id)).toHaveLength(1);
    expect(await commentNotices(reader, card.id)).toHaveLength(0);
  });

  it("refuses a setting that is not true or false, naming the field", async () => {
    const author = await buildMember(db);
    const card = await buildCard(db, { author: author.user, status: "published" });
    const response = await client.request(author, "PUT", `/Card/${card.id}/CommentNotification`, {
      muted: "sometimes",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("muted");
  });
});
