import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import {
  bearer,
  buildCard,
  buildMember,
  buildTestApp,
  signToken,
  type TestMember,
} from "../../test/factories";
import { discussionClient } from "./testing";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const client = discussionClient(app);

const cardAuthor = await buildMember(db);
const commenter = await buildMember(db);
const otherMember = await buildMember(db);
const admin = await buildMember(db, { role: "admin" });
const published = await buildCard(db, { author: cardAuthor.user, status: "published" });
const draft = await buildCard(db, { author: cardAuthor.user });
const unknownId = randomUUID();

type Caller = "commenter" | "otherMember" | "cardAuthor" | "admin";
const callers: Record<Caller, TestMember> = { commenter, otherMember, cardAuthor, admin };

type Route = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** The URL, given a fresh comment of `commenter` on the published card. */
  url: (commentId: string) => string;
  payload?: object;
  /** Statuses on the published card, for each signed-in caller. */
  expected: Record<Caller, number>;
  /** Status on a draft-only card and an unknown card for every signed-in caller. */
  hidden: number;
  /** What a visitor (and a token of nobody yet) gets on the published card: 401 and 403 unless open to them. */
  visitor?: number;
};

const everyone = (status: number): Record<Caller, number> => ({
  commenter: status,
  otherMember: status,
  cardAuthor: status,
  admin: status,
});
const base = (cardId: string) => `/Card/${cardId}`;

const routes: Route[] = [
  {
    method: "GET",
    url: () => `${base(published.id)}/Comments`,
    expected: everyone(200),
    hidden: 404,
    visitor: 200,
  },
  {
    method: "POST",
    url: () => `${base(published.id)}/Comments`,
    payload: { body: "A comment" },
    expected: everyone(201),
    hidden: 404,
  },
  {
    method: "PUT",
    url: (id) => `${base(published.id)}/Comments/${id}`,
    payload: { body: "Edited" },
    expected: { commenter: 200, otherMember: 403, cardAuthor: 403, admin: 403 },
    hidden: 404,
  },
  {
    method: "DELETE",
    url: (id) => `${base(published.id)}/Comments/${id}`,
    expected: { commenter: 204, otherMember: 403, cardAuthor: 403, admin: 204 },
    hidden: 404,
  },
  {
    method: "GET",
    url: () => `${base(published.id)}/CommentNotification`,
    expected: everyone(200),
    hidden: 404,
  },
  {
    method: "PUT",
    url: () => `${base(published.id)}/CommentNotification`,
    payload: { muted: true },
    expected: everyone(200),
    hidden: 404,
  },
];

const freshComment = async () => (await client.comment(commenter, published.id, "Fresh")).id;

describe("discussions authorization", () => {
  it.each(routes)(
    "$method $url: 401 anonymous, 403 without a member profile (unless open to visitors)",
    async (route) => {
      const url = route.url(await freshComment());
      const anonymous = await client.request(null, route.method, url, route.payload);
      expect(anonymous.statusCode).toBe(route.visitor ?? 401);
      const token = await signToken({ sub: randomUUID(), email: "new@example.test", email_verified: true });
      const noProfile = await app.inject({
        method: route.method,
        url,
        payload: route.payload,
        headers: bearer(token),
      });
      expect(noProfile.statusCode).toBe(route.visitor ?? 403);
    },
  );

  it.each(routes)("$method $url: commenter, other member, card author and admin", async (route) => {
    for (const [who, caller] of Object.entries(callers) as [Caller, TestMember][]) {
      const response = await client.request(
        caller,
        route.method,
        route.url(await freshComment()),
        route.payload,
      );
      expect(response.statusCode, `${who}: ${response.body}`).toBe(route.expected[who]);
    }
  });

  it.each(routes)("$method $url: 404 on a draft-only card and an unknown card", async (route) => {
    const commentId = await freshComment();
    for (const cardId of [draft.id, unknownId]) {
      const url = route.url(commentId).replace(published.id, cardId);
      for (const [who, caller] of Object.entries(callers)) {
        const response = await client.request(caller, route.method, url, route.payload);
        expect(response.statusCode, `${who} on ${cardId === draft.id ? "draft" : "unknown"}`).toBe(
          route.hidden,
        );
      }
    }
  });
});
