import {
  CardIdParamsSchema,
  FeedbackListSchema,
  FeedbackQuerySchema,
  FeedbackSchema,
  FeedbackWriteSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readerOf, requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { feedbackRequestRoutes } from "./feedback-requests.routes";
import { listFeedback } from "./list-feedback";
import { deleteFeedback, saveFeedback } from "./write-feedback";

const tags = ["engagement"];
const params = CardIdParamsSchema;

/** Feedback on cards (`/Card/{cardId}/Feedback`) and feedback requests. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(feedbackRequestRoutes, { db });

  app.get(
    "/Card/:cardId/Feedback",
    {
      schema: {
        tags,
        summary: "The card's feedback, most recently updated first, with its figures and the caller's own",
        security: bearerAuth,
        params,
        querystring: FeedbackQuerySchema,
        response: { 200: FeedbackListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await readerOf(request);
      return listFeedback(db, actor, request.params.cardId, request.query);
    },
  );

  app.put(
    "/Card/:cardId/Feedback",
    {
      schema: {
        tags,
        summary: "Give or change the caller's feedback: rating 1–5, comment, “I used this” (one per member)",
        description:
          "Authors and editors cannot rate their own card (403). On a draft only while the caller's feedback request is open; saving answers it. The card's authors are notified.",
        security: bearerAuth,
        params,
        body: FeedbackWriteSchema,
        response: { 200: FeedbackSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return saveFeedback(db, app.jobs, actor, request.params.cardId, request.body);
    },
  );

  app.delete(
    "/Card/:cardId/Feedback",
    {
      schema: {
        tags,
        summary: "Remove the caller's feedback (404 when they have none)",
        security: bearerAuth,
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      await deleteFeedback(db, actor, request.params.cardId);
      return reply.status(204).send(null);
    },
  );
};
