import {
  CardIdParamsSchema,
  ReviewQueueQuerySchema,
  ReviewQueueSchema,
  RubricCriterionParamsSchema,
  RubricCriterionSchema,
  RubricCriterionUpdateSchema,
  RubricSchema,
  UserIdParamsSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden } from "../../lib/errors";
import { isAdmin } from "../../lib/policy";
import { requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { setCardExemplar } from "./card-recognitions";
import { listReviewsOfReviewer, listSubmittedReviews, listUnderReview } from "./review-queries";
import { reviewWorkflowRoutes } from "./review-workflow.routes";
import { isReviewerRole } from "./reviews.policy";
import { listRubric, updateRubricCriterion } from "./rubric";

const tags = ["reviews"];
const security = bearerAuth;

/**
 * Peer review (issue 10): the rubric, the reviewers' queues, a reviewer's reviews and the
 * Exemplar mark here; a card's reviews in `review-workflow.routes.ts`.
 */
export const reviewsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(reviewWorkflowRoutes, { db });

  app.get(
    "/Card/Rubrics",
    {
      schema: {
        tags,
        summary: "The review rubric: seven criteria and what High, Medium and Low mean",
        response: { 200: RubricSchema },
      },
    },
    async () => listRubric(db),
  );

  app.put(
    "/Card/Rubrics/:key",
    {
      schema: {
        tags,
        summary: "Change a rubric criterion's texts (admins)",
        security,
        params: RubricCriterionParamsSchema,
        body: RubricCriterionUpdateSchema,
        response: { 200: RubricCriterionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return updateRubricCriterion(db, actor, request.params.key, request.body);
    },
  );

  const queues = [
    ["Submitted", "Reviews waiting for a reviewer, longest waiting first", listSubmittedReviews],
    ["UnderReview", "Claimed reviews with their reviewer, claimed longest ago first", listUnderReview],
  ] as const;
  for (const [path, summary, list] of queues) {
    app.get(
      `/Card/Review/${path}`,
      {
        schema: {
          tags,
          summary: `${summary} (reviewers and admins)`,
          security,
          querystring: ReviewQueueQuerySchema,
          response: { 200: ReviewQueueSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const { actor } = await requireMember(request);
        if (!isReviewerRole(actor)) throw forbidden("Only reviewers and admins see the review queues.");
        return list(db, request.query);
      },
    );
  }

  app.get(
    "/User/:id/ReviewCards",
    {
      schema: {
        tags,
        summary: "The reviews a reviewer claimed or finished, latest change first (themself and admins)",
        security,
        params: UserIdParamsSchema,
        querystring: ReviewQueueQuerySchema,
        response: { 200: ReviewQueueSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      if (actor.userId !== request.params.id && !isAdmin(actor)) {
        throw forbidden("Only the reviewer and admins see a reviewer's reviews.");
      }
      return listReviewsOfReviewer(db, request.params.id, request.query);
    },
  );

  for (const [method, isExemplar] of [
    ["PUT", true],
    ["DELETE", false],
  ] as const) {
    app.route({
      method,
      url: "/Card/:cardId/Exemplar",
      schema: {
        tags,
        summary: isExemplar ? "Mark the card Exemplar (admins)" : "Take the Exemplar mark away (admins)",
        security,
        params: CardIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request, reply) => {
        const { actor } = await requireMember(request);
        await setCardExemplar(db, actor, request.params.cardId, isExemplar);
        return reply.status(204).send(null);
      },
    });
  }
};
