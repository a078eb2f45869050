import { randomUUID } from "node:crypto";
import { notifications } from "@keen/db";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import type { Member } from "../../plugins/auth";
import { buildCardWithEditor, buildTestApp, buildUser } from "../../test/factories";
import { createMemoryMailer } from "../../test/mail-fixtures";
import { cardsTestClient } from "../cards/cards-test-client";

const { db } = await useTestDatabase();
const mailer = createMemoryMailer();
const app = await buildTestApp(db, { deps: { mailer } });
const call = cardsTestClient(app);

beforeEach(() => {
  mailer.sent.length = 0;
});

async function draftCard(status: "draft" | "published" = "draft") {
  return buildCardWithEditor(db, {
    author: await buildUser(db, { firstName: "Ada", lastName: "Author" }),
    editor: await buildUser(db, { firstName: "Ed", lastName: "Editor" }),
    status,
    content: { title: "Beam lab" },
  });
}

async function ask(asker: Member, cardId: string, members: Member[], message = "Would you try it?") {
  return call(asker, "POST", `/Card/${cardId}/FeedbackRequests`, {
    userIds: members.map((member) => member.id),
    message,
  });
}

describe("a member asked for feedback on a draft", () => {
  it("reads the draft read-only until they answer, and the answer is recorded on the draft", async () => {
    const { author, card } = await draftCard();
    const reviewer = await buildUser(db, { firstName: "Rita", lastName: "Reviewer" });
    expect((await call(reviewer, "GET", `/Card/${card.id}?version=draft`)).statusCode).toBe(404);

    const asked = await ask(author, card.id, [reviewer]);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject([
      {
        cardId: card.id,
        member: { userId: reviewer.id, firstName: "Rita" },
        requestedBy: { userId: author.id, firstName: "Ada" },
        message: "Would you try it?",
        status: "open",
        answeredAt: null,
        withdrawnAt: null,
      },
    ]);

    const view = await call(reviewer, "GET", `/Card/${card.id}?version=draft`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ version: "draft", title: "Beam lab" });
    expect(view.json().abilities).toEqual({
      edit: false,
      publish: false,
      unpublish: false,
      delete: false,
      restore: false,
      manageAuthors: false,
      viewAnalytics: false,
      bookmark: false,
      giveFeedback: true,
      requestFeedback: false,
      comment: false,
    });
    expect((await call(reviewer, "GET", `/Card/${card.id}`)).json().version).toBe("draft");
    const save = await call(reviewer, "PUT", `/Card/${card.id}`, {
      baseRevision: 0,
      changes: { title: "Mine" },
    });
    expect(save.statusCode).toBe(403);
    expect((await call(reviewer, "POST", `/Card/${card.id}/Bookmark`)).statusCode).toBe(404);
    expect((await call(reviewer, "GET", `/Card/${card.id}/FeedbackRequests`)).statusCode).toBe(403);

    const mine = (await call(reviewer, "GET", "/Card/FeedbackRequests/Mine")).json();
    expect(mine).toMatchObject([{ cardId: card.id, cardTitle: "Beam lab", status: "open" }]);

    const feedback = await call(reviewer, "PUT", `/Card/${card.id}/Feedback`, {
      rating: 4,
      comment: "Clear",
    });
    expect(feedback.statusCode).toBe(200);
    expect(feedback.json()).toMatchObject({ versionNumber: null, rating: 4 });

    expect((await call(reviewer, "GET", `/Card/${card.id}?version=draft`)).statusCode).toBe(404);
    expect((await call(reviewer, "GET", "/Card/FeedbackRequests/Mine")).json()).toEqual([]);
    const requests = (await call(author, "GET", `/Card/${card.id}/FeedbackRequests`)).json();
    expect(requests).toMatchObject([{ member: { userId: reviewer.id }, status: "answered" }]);
    expect(requests[0].answeredAt).not.toBeNull();
    const list = (await call(author, "GET", `/Card/${card.id}/Feedback`)).json();
    expect(list).toMatchObject({
      total: 1,
      items: [{ member: { userId: reviewer.id }, versionNumber: null }],
    });
    expect((await call(reviewer, "PUT", `/Card/${card.id}/Feedback`, { rating: 5 })).statusCode).toBe(404);
  });

  it("loses the draft when the request is withdrawn, which cannot be undone by withdrawing again", async () => {
    const { author, editor, card } = await draftCard();
    const reviewer = await buildUser(db);
    const [request] = (await ask(editor, card.id, [reviewer])).json();
    expect((await call(reviewer, "GET", `/Card/${card.id}?version=draft`)).statusCode).toBe(200);

    const url = `/Card/${card.id}/FeedbackRequests/${request.id}`;
    const withdrawn = await call(author, "DELETE", url);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ id: request.id, status: "withdrawn" });
    expect(withdrawn.json().withdrawnAt).not.toBeNull();
    expect((await call(reviewer, "GET", `/Card/${card.id}?version=draft`)).statusCode).toBe(404);
    expect((await call(reviewer, "PUT", `/Card/${card.id}/Feedback`, { rating: 5 })).statusCode).toBe(404);
    expect((await call(reviewer, "GET", "/Card/FeedbackRequests/Mine")).json()).toEqual([]);

    const again = await call(author, "DELETE", url);
    expect(again.statusCode).toBe(200);
    expect(again.json().withdrawnAt).toBe(withdrawn.json().withdrawnAt);

    // Asking again opens a new request beside the withdrawn one.
    expect((await ask(author, card.id, [reviewer])).json()).toMatchObject([{ status: "open" }]);
    const all = (await call(author, "GET", `/Card/${card.id}/FeedbackRequests`)).json();
    expect(all.map((r: { status: string }) => r.status)).toEqual(["open", "withdrawn"]);
  });

  it("cannot withdraw an answered request (409) or one of another card (404)", async () => {
    const { author, card } = await draftCard();
    const other = await draftCard();
    const reviewer = await buildUser(db);
    const [request] = (await ask(author, card.id, [reviewer])).json();
    expect(
      (await call(other.author, "DELETE", `/Card/${other.card.id}/FeedbackRequests/${request.id}`))
        .statusCode,
    ).toBe(404);
    await call(reviewer, "PUT", `/Card/${card.id}/Feedback`, { usedInTeaching: true });
    const response = await call(author, "DELETE", `/Card/${card.id}/FeedbackRequests/${request.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("conflict");
    const unknown = await call(author, "DELETE", `/Card/${card.id}/FeedbackRequests/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
  });
});

describe("POST /Card/{cardId}/FeedbackRequests", () => {
  it("is idempotent while a request is open and notifies and e-mails only the newly asked", async () => {
    const { author, card } = await draftCard();
    const first = await buildUser(db);
    const second = await buildUser(db);
    await app.jobs.runDue();
    mailer.sent.length = 0;

    await ask(author, card.id, [first], "Please look at the rubric");
    const again = await ask(author, card.id, [first, second, first]);
    expect(again.statusCode).toBe(200);
    const body = again.json();
    expect(body.map((r: { member: { userId: string } }) => r.member.userId)).toEqual([first.id, second.id]);
    expect(body[0].message).toBe("Please look at the rubric");
    expect((await call(author, "GET", `/Card/${card.id}/FeedbackRequests`)).json()).toHaveLength(2);

    await app.jobs.runDue();
    const notificationsOf = (member: Member) =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, member.id), eq(notifications.type, "feedback_requested")));
    const [toFirst] = await notificationsOf(first);
    expect(toFirst).toMatchObject({
      title: "Ada Author asks for your feedback on “Beam lab”",
      body: "Please look at the rubric",
      link: `/card/${card.id}?version=draft`,
      actorId: author.id,
    });
    expect(await notificationsOf(first)).toHaveLength(1);
    expect(await notificationsOf(second)).toHaveLength(1);
    expect(mailer.sent.map((mail) => mail.to).sort()).toEqual([first.email, second.email].sort());
  });

  it("answers 400 naming each member who cannot be asked, and asks nobody", async () => {
    const { author, editor, card } = await draftCard();
    const admin = await buildUser(db, { role: "admin" });
    const fine = await buildUser(db);
    const unknown = randomUUID();
    const response = await call(author, "POST", `/Card/${card.id}/FeedbackRequests`, {
      userIds: [fine.id, author.id, editor.id, unknown],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: "userIds.1", message: "Ada Author is an author of this card" },
      { field: "userIds.2", message: "Ed Editor is an editor of this card" },
      { field: "userIds.3", message: `${unknown} is not a member` },
    ]);
    expect(response.json().message).toBe("userIds.1: Ada Author is an author of this card (and 2 more)");
    const self = await call(admin, "POST", `/Card/${card.id}/FeedbackRequests`, { userIds: [admin.id] });
    expect(self.json().details).toEqual([
      { field: "userIds.0", message: "you cannot ask yourself for feedback" },
    ]);
    expect((await call(author, "GET", `/Card/${card.id}/FeedbackRequests`)).json()).toEqual([]);
  });

  it.each([
    [{ userIds: [] }, "userIds", "name at least one member"],
    [{ userIds: ["nope"] }, "userIds.0", "must be member ids (UUID)"],
    [{}, "userIds", "is required"],
    [{ userIds: [randomUUID()], message: "x".repeat(1001) }, "message", "must be at most 1,000 characters"],
  ])("answers 400 for %j naming %s", async (body, field, why) => {
    const { author, card } = await draftCard();
    const response = await call(author, "POST", `/Card/${card.id}/FeedbackRequests`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ field, message: why });
  });
});

describe("a member asked for feedback on a published card", () => {
  it("gives it on the published version, which answers the request", async () => {
    const { author, card } = await draftCard("published");
    const reviewer = await buildUser(db);
    await ask(author, card.id, [reviewer]);
    const mine = (await call(reviewer, "GET", "/Card/FeedbackRequests/Mine")).json();
    expect(mine).toMatchObject([{ cardTitle: "Beam lab" }]);
    const feedback = await call(reviewer, "PUT", `/Card/${card.id}/Feedback`, { rating: 3 });
    expect(feedback.json().versionNumber).toBe(1);
    const requests = (await call(author, "GET", `/Card/${card.id}/FeedbackRequests`)).json();
    expect(requests[0].status).toBe("answered");
  });

  it("leaves requests on deleted cards out of Mine", async () => {
    const { author, card } = await draftCard();
    const reviewer = await buildUser(db);
    await ask(author, card.id, [reviewer]);
    expect((await call(author, "DELETE", `/Card/${card.id}`)).statusCode).toBe(204);
    expect((await call(reviewer, "GET", "/Card/FeedbackRequests/Mine")).json()).toEqual([]);
    expect((await call(reviewer, "GET", `/Card/${card.id}?version=draft`)).statusCode).toBe(404);
  });
});
