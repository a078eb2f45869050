import {
  CardIdParamsSchema,
  CardReviewListSchema,
  ReviewDetailSchema,
  ReviewNoteCreateSchema,
  ReviewNoteSchema,
  ReviewParamsSchema,
  ReviewSubmitSchema,
  ReviewUpdateSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { claimReview, unassignReview, withdrawReview } from "./claim-review";
import { findCardReviews, findReviewDetail } from "./review-detail";
import { addReviewNote, listReviewNotes } from "./review-notes";
import { submitReview } from "./submit-review";
import { updateReview } from "./update-review";

const tags = ["reviews"];
const params = ReviewParamsSchema;
const security = bearerAuth;

/**
 * A card's reviews (`/Card/{cardId}/Review…`): submit and resubmit, withdraw, claim and unassign,
 * scores and decisions, Author Notes. Writes answer the review as the caller then sees it.
 */
export const reviewWorkflowRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    "/Card/:cardId/Review",
    {
      schema: {
        tags,
        summary: "Submit the card's draft for review, or resubmit it after suggested updates",
        description:
          "Authors, editors and admins. 201 with a new review (round 1, submitted); 200 with the next round of the review whose updates were suggested (under review again by its reviewer, or submitted when they no longer review). The draft needs a title, summary and type (400). 409 while the card has another open review. `publishWhenReviewed` (authors and admins only, else 403) makes the `reviewed` decision publish the reviewed content on the submitter's behalf.",
        security,
        params: CardIdParamsSchema,
        body: ReviewSubmitSchema,
        response: {
          200: ReviewDetailSchema,
          201: ReviewDetailSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      const { cardId } = request.params;
      const { reviewId, isCreated } = await submitReview(db, app.jobs, actor, cardId, request.body);
      return reply
        .status(isCreated ? 201 : 200)
        .send(await findReviewDetail(db, actor, { cardId, reviewId }));
    },
  );

  app.get(
    "/Card/:cardId/Review",
    {
      schema: {
        tags,
        summary: "The card's reviews, newest first (authors, editors, reviewers, admins)",
        security,
        params: CardIdParamsSchema,
        response: { 200: CardReviewListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return findCardReviews(db, actor, request.params.cardId);
    },
  );

  app.get(
    "/Card/:cardId/Review/:reviewId",
    {
      schema: {
        tags,
        summary: "A review with its rounds, Author Notes and the caller's abilities",
        description:
          "Scores and summary of a round not yet decided are shown to reviewers and admins only. Author Notes only to the card's authors and editors, the claiming reviewer and admins.",
        security,
        params,
        response: { 200: ReviewDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return findReviewDetail(db, actor, request.params);
    },
  );

  app.put(
    "/Card/:cardId/Review/:reviewId",
    {
      schema: {
        tags,
        summary: "Save scores and summary; with a decision, decide the round",
        description:
          "The claiming reviewer (or an admin) while under review. Scores merge by criterion key. `reviewed` needs every criterion scored and approves the frozen content: the authors are told and publish it (the version with that content carries the peer-review badge), unless the submitter chose Publish when reviewed, when it is published on their behalf at once; `updates_suggested` needs a summary.",
        security,
        params,
        body: ReviewUpdateSchema,
        response: { 200: ReviewDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      await updateReview(db, app.jobs, actor, request.params, request.body);
      return findReviewDetail(db, actor, request.params);
    },
  );

  app.delete(
    "/Card/:cardId/Review/:reviewId",
    {
      schema: {
        tags,
        summary: "Withdraw a review nobody has claimed yet (authors, editors, admins)",
        security,
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      await withdrawReview(db, actor, request.params);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/Card/:cardId/Review/:reviewId/Claim",
    {
      schema: {
        tags,
        summary: "Claim a submitted review (reviewers and admins who are not its authors)",
        description: "Of two reviewers claiming at once, one gets 200 and the other 409.",
        security,
        params,
        response: { 200: ReviewDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      await claimReview(db, app.jobs, actor, request.params);
      return findReviewDetail(db, actor, request.params);
    },
  );

  app.delete(
    "/Card/:cardId/Review/:reviewId/Claim",
    {
      schema: {
        tags,
        summary: "Unassign the reviewer of a claimed review (admins); it is submitted again",
        security,
        params,
        response: { 200: ReviewDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      await unassignReview(db, actor, request.params);
      return findReviewDetail(db, actor, request.params);
    },
  );

  app.get(
    "/Card/:cardId/Review/:reviewId/Notes",
    {
      schema: {
        tags,
        summary: "Author Notes of a review, oldest first",
        security,
        params,
        response: { 200: z.array(ReviewNoteSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return listReviewNotes(db, actor, request.params);
    },
  );

  app.post(
    "/Card/:cardId/Review/:reviewId/Notes",
    {
      schema: {
        tags,
        summary: "Write in a review's Author Notes (the other side is notified)",
        security,
        params,
        body: ReviewNoteCreateSchema,
        response: { 201: ReviewNoteSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      return reply
        .status(201)
        .send(await addReviewNote(db, app.jobs, actor, request.params, request.body.body));
    },
  );
};
