import type { ReviewDetail, ReviewStatus } from "@keen/contracts";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import type { Member } from "../../plugins/auth";
import { buildTestApp } from "../../test/factories";
import { buildReviewCast, fullScores, reviewsClient } from "./testing";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const client = reviewsClient(app, db);
const cast = await buildReviewCast(db);
const scores = await fullScores(db);

/** A fresh card whose one review is in `status` (claimed by the cast's reviewer once claimed). */
async function reviewIn(status: ReviewStatus): Promise<ReviewDetail> {
  const card = await client.cardOf(cast);
  const review = await client.submit(cast.author, card.id);
  if (status === "submitted") return review;
  if (status === "withdrawn") {
    await client.call(cast.author, "DELETE", client.reviewUrl(review));
    return review;
  }
  await client.claim(cast.reviewer, review);
  if (status === "updates_suggested")
    await client.update(cast.reviewer, review, { summary: "Tighten", decision: status });
  if (status === "reviewed") await client.update(cast.reviewer, review, { scores, decision: status });
  return review;
}

type Action = {
  name: string;
  caller: Member;
  method: "POST" | "PUT" | "DELETE";
  path: (review: ReviewDetail) => string;
  body?: object;
};

const actions: Action[] = [
  { name: "withdraw", caller: cast.author, method: "DELETE", path: (r) => client.reviewUrl(r) },
  { name: "claim", caller: cast.otherReviewer, method: "POST", path: (r) => `${client.reviewUrl(r)}/Claim` },
  { name: "unassign", caller: cast.admin, method: "DELETE", path: (r) => `${client.reviewUrl(r)}/Claim` },
  {
    name: "score",
    caller: cast.admin,
    method: "PUT",
    path: (r) => client.reviewUrl(r),
    body: { summary: "So far" },
  },
  { name: "submit", caller: cast.author, method: "POST", path: (r) => `/Card/${r.cardId}/Review`, body: {} },
  {
    name: "note",
    caller: cast.author,
    method: "POST",
    path: (r) => `${client.reviewUrl(r)}/Notes`,
    body: { body: "Hello" },
  },
];

const states: ReviewStatus[] = ["submitted", "under_review", "updates_suggested", "reviewed", "withdrawn"];

/**
 * Each action's answer from each state: 2xx where the workflow allows it, 409 where it does not.
 * Submitting a card whose review ended starts a new review (201); after suggested updates it is
 * the next round (200).
 */
const expected: Record<string, number[]> = {
  withdraw: [204, 409, 409, 409, 409],
  claim: [200, 409, 409, 409, 409],
  unassign: [409, 200, 409, 409, 409],
  score: [409, 200, 409, 409, 409],
  submit: [409, 409, 200, 201, 201],
  note: [201, 201, 201, 201, 409],
};

describe("the review state machine", () => {
  for (const action of actions) {
    it(`${action.name} from ${states.join(", ")}`, async () => {
      const answers: Record<string, number> = {};
      const messages: string[] = [];
      for (const state of states) {
        const review = await reviewIn(state);
        const response = await client.call(action.caller, action.method, action.path(review), action.body);
        answers[state] = response.statusCode;
        if (response.statusCode === 409) messages.push(response.json().message);
      }
      expect(answers).toEqual(
        Object.fromEntries(states.map((state, i) => [state, expected[action.name]![i]])),
      );
      // Every refusal says why, in words.
      for (const message of messages) expect(message).toMatch(/^This (review|card) .{10,}\.$/);
    });
  }
});
