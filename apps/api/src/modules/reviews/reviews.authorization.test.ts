import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import type { Member } from "../../plugins/auth";
import { buildTestApp } from "../../test/factories";
import { describeAuthorizationMatrix, type MatrixRoute } from "../cards/cards-test-client";
import { buildReviewCast, reviewsClient } from "./testing";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const client = reviewsClient(app, db);
const cast = await buildReviewCast(db);

type Role = "visitor" | "member" | "author" | "editor" | "reviewer" | "otherReviewer" | "admin";
const roles: Role[] = ["visitor", "member", "author", "editor", "reviewer", "otherReviewer", "admin"];
const callerOf = (role: Role): Member | null => (role === "visitor" ? null : cast[role]);

/** A fresh card by the cast's author and editor; with its review submitted, or claimed by `reviewer`. */
type State = "card" | "submitted" | "under_review";
type Fixture = { cardId: string; reviewUrl: string };

async function buildFixture(state: State): Promise<Fixture> {
  const card = await client.cardOf(cast);
  if (state === "card") return { cardId: card.id, reviewUrl: "" };
  const review =
    state === "submitted" ? await client.submit(cast.author, card.id) : await client.claimed(cast, card.id);
  return { cardId: card.id, reviewUrl: client.reviewUrl(review) };
}

/** Statuses for visitor, member, author, editor, reviewer (the claimer), another reviewer, admin. */
type Route = MatrixRoute<Fixture, State>;

const criterionTexts = {
  name: "Pedagogy",
  description: "Sound teaching.",
  high: "Strong.",
  medium: "Some.",
  low: "Weak.",
};

const routes: Route[] = [
  {
    method: "GET",
    path: () => "/Card/Rubrics",
    state: "card",
    expected: [200, 200, 200, 200, 200, 200, 200],
  },
  {
    method: "PUT",
    path: () => "/Card/Rubrics/pedagogy",
    state: "card",
    body: () => criterionTexts,
    expected: [401, 403, 403, 403, 403, 403, 200],
  },
  {
    method: "GET",
    path: () => "/Card/Review/Submitted",
    state: "card",
    expected: [401, 403, 403, 403, 200, 200, 200],
  },
  {
    method: "GET",
    path: () => "/Card/Review/UnderReview",
    state: "card",
    expected: [401, 403, 403, 403, 200, 200, 200],
  },
  {
    method: "GET",
    path: () => `/User/${cast.reviewer.id}/ReviewCards`,
    state: "card",
    expected: [401, 403, 403, 403, 200, 403, 200],
  },
  {
    method: "POST",
    path: (f) => `/Card/${f.cardId}/Review`,
    state: "card",
    body: () => ({}),
    expected: [401, 404, 201, 201, 404, 404, 201],
  },
  {
    method: "GET",
    path: (f) => `/Card/${f.cardId}/Review`,
    state: "submitted",
    expected: [401, 404, 200, 200, 200, 200, 200],
  },
  {
    method: "GET",
    path: (f) => f.reviewUrl,
    state: "submitted",
    expected: [401, 404, 200, 200, 200, 200, 200],
  },
  {
    method: "DELETE",
    path: (f) => f.reviewUrl,
    state: "submitted",
    expected: [401, 404, 204, 204, 403, 403, 204],
  },
  {
    method: "POST",
    path: (f) => `${f.reviewUrl}/Claim`,
    state: "submitted",
    expected: [401, 404, 403, 403, 200, 200, 200],
  },
  {
    method: "DELETE",
    path: (f) => `${f.reviewUrl}/Claim`,
    state: "under_review",
    expected: [401, 404, 403, 403, 403, 403, 200],
  },
  {
    method: "PUT",
    path: (f) => f.reviewUrl,
    state: "under_review",
    body: () => ({ summary: "Looks good so far" }),
    expected: [401, 404, 403, 403, 200, 403, 200],
  },
  {
    method: "GET",
    path: (f) => `${f.reviewUrl}/Notes`,
    state: "under_review",
    expected: [401, 404, 200, 200, 200, 403, 200],
  },
  {
    method: "POST",
    path: (f) => `${f.reviewUrl}/Notes`,
    state: "under_review",
    body: () => ({ body: "A question about the rubric" }),
    expected: [401, 404, 201, 201, 201, 403, 201],
  },
  {
    method: "PUT",
    path: (f) => `/Card/${f.cardId}/Exemplar`,
    state: "card",
    expected: [401, 403, 403, 403, 403, 403, 204],
  },
  {
    method: "DELETE",
    path: (f) => `/Card/${f.cardId}/Exemplar`,
    state: "card",
    expected: [401, 403, 403, 403, 403, 403, 204],
  },
];

describeAuthorizationMatrix("who may call each review route", {
  call: client.call,
  roles,
  routes,
  setUp: buildFixture,
  callerFor: async (role) => callerOf(role),
  placeholders: { cardId: "{cardId}", reviewUrl: "{review}" },
});

describe("members on a published card", () => {
  it("see the card but not its reviews (403)", async () => {
    const card = await client.cardOf(cast, { status: "published" });
    const review = await client.submit(cast.author, card.id);
    expect((await client.call(cast.member, "GET", `/Card/${card.id}/Review`)).statusCode).toBe(403);
    const claim = await client.call(cast.member, "POST", `${client.reviewUrl(review)}/Claim`);
    expect(claim.statusCode).toBe(403);
  });
});

describe("addresses", () => {
  it("answers 404 for a review of another card or an unknown one, and 400 for a malformed id", async () => {
    const { reviewUrl } = await buildFixture("submitted");
    const other = await client.cardOf(cast);
    const reviewId = reviewUrl.split("/").at(-1);
    expect((await client.call(cast.admin, "GET", `/Card/${other.id}/Review/${reviewId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await client.call(cast.admin, "GET", `/Card/${other.id}/Review/${randomUUID()}`)).statusCode,
    ).toBe(404);
    expect((await client.call(cast.admin, "GET", `/Card/${randomUUID()}/Review`)).statusCode).toBe(404);
    const malformed = await client.call(cast.admin, "GET", `/Card/${other.id}/Review/nope`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/reviewId/);
    const unknownKey = await client.call(cast.admin, "PUT", "/Card/Rubrics/charisma", criterionTexts);
    expect(unknownKey.statusCode).toBe(404);
  });
});
