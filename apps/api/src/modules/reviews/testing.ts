import type { ReviewDetail } from "@keen/contracts";
import { type Database, reviewCriteria } from "@keen/db";
import type { ZodApp } from "@keen/server-kit";
import { asc } from "drizzle-orm";
import { expect } from "vitest";
import type { Member } from "../../plugins/auth";
import { type BuildCardOptions, buildCard, buildUser } from "../../test/factories";
import { cardsTestClient } from "../cards/cards-test-client";

/** A card in review's cast: its author and editor, two reviewers, an admin and a bystander. */
export type ReviewCast = {
  author: Member;
  editor: Member;
  member: Member;
  reviewer: Member;
  otherReviewer: Member;
  admin: Member;
};

/** Fresh members for one test: each part of a review's cast. */
export async function buildReviewCast(db: Database): Promise<ReviewCast> {
  const [author, editor, member, reviewer, otherReviewer, admin] = await Promise.all([
    buildUser(db, { firstName: "Ann", lastName: "Author" }),
    buildUser(db, { firstName: "Ed", lastName: "Editor" }),
    buildUser(db),
    buildUser(db, { firstName: "Rita", lastName: "Reviewer", role: "reviewer" }),
    buildUser(db, { firstName: "Otto", lastName: "Other", role: "reviewer" }),
    buildUser(db, { firstName: "Ada", lastName: "Admin", role: "admin" }),
  ]);
  return {
    author: author!,
    editor: editor!,
    member: member!,
    reviewer: reviewer!,
    otherReviewer: otherReviewer!,
    admin: admin!,
  };
}

/** Every rubric criterion scored `level`, with a comment. */
export async function fullScores(db: Database, level: "high" | "medium" | "low" = "high") {
  const criteria = await db
    .select({ key: reviewCriteria.key })
    .from(reviewCriteria)
    .orderBy(asc(reviewCriteria.position));
  return Object.fromEntries(criteria.map(({ key }) => [key, { level, comment: `${key} is ${level}` }]));
}

/**
 * Calls to the review API: `call` answers the raw response; the named steps expect success and
 * answer the review.
 */
export function reviewsClient(app: ZodApp, db: Database) {
  const call = cardsTestClient(app);
  const ok = async (
    caller: Member,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    body?: unknown,
  ) => {
    const response = await call(caller, method, url, body);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.statusCode === 204 ? null : response.json();
  };
  const reviewUrl = (review: { cardId: string; id: string }) => `/Card/${review.cardId}/Review/${review.id}`;
  return {
    call,
    reviewUrl,
    /** A fresh draft card by the cast's author (the editor edits it), submitted or not. */
    async cardOf(cast: ReviewCast, options: Partial<BuildCardOptions> = {}) {
      return buildCard(db, { author: cast.author, editors: [cast.editor], ...options });
    },
    submit: (caller: Member, cardId: string, note = "", publishWhenReviewed = false): Promise<ReviewDetail> =>
      ok(caller, "POST", `/Card/${cardId}/Review`, { note, publishWhenReviewed }),
    claim: (caller: Member, review: ReviewDetail): Promise<ReviewDetail> =>
      ok(caller, "POST", `${reviewUrl(review)}/Claim`),
    update: (caller: Member, review: ReviewDetail, body: object): Promise<ReviewDetail> =>
      ok(caller, "PUT", reviewUrl(review), body),
    read: (caller: Member, review: ReviewDetail): Promise<ReviewDetail> =>
      ok(caller, "GET", reviewUrl(review)),
    /** Submitted by the author (choosing Publish when reviewed or not) and claimed by the reviewer. */
    async claimed(cast: ReviewCast, cardId: string, publishWhenReviewed = false): Promise<ReviewDetail> {
      const review = await this.submit(cast.author, cardId, "", publishWhenReviewed);
      return this.claim(cast.reviewer, review);
    },
    /** The reviewer scores every criterion High and marks the review reviewed. */
    async markReviewed(caller: Member, review: ReviewDetail): Promise<ReviewDetail> {
      return this.update(caller, review, { scores: await fullScores(db), decision: "reviewed" });
    },
  };
}
