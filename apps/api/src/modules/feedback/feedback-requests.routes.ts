import {
  CardIdParamsSchema,
  FeedbackRequestCreateSchema,
  FeedbackRequestForMeListSchema,
  FeedbackRequestListSchema,
  FeedbackRequestParamsSchema,
  FeedbackRequestSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { listFeedbackRequests, listMyFeedbackRequests, withdrawFeedbackRequest } from "./feedback-requests";
import { requestFeedback } from "./request-feedback";

const tags = ["engagement"];

/** Feedback requests: ask, list, withdraw (`/Card/{cardId}/FeedbackRequests…`) and the caller's own. */
export const feedbackRequestRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    "/Card/:cardId/FeedbackRequests",
    {
      schema: {
        tags,
        summary: "Ask members for feedback on the card (authors, editors, admins)",
        description:
          "The members asked read the draft (read-only) until they answer or the request is withdrawn. 400 names each id that is no member, an author or editor of the card, or the caller. Asking again while a request is open changes nothing. Answers the open requests of the members named.",
        security: bearerAuth,
        params: CardIdParamsSchema,
        body: FeedbackRequestCreateSchema,
        response: { 200: FeedbackRequestListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return requestFeedback(db, app.jobs, actor, request.params.cardId, request.body);
    },
  );

  app.get(
    "/Card/:cardId/FeedbackRequests",
    {
      schema: {
        tags,
        summary:
          "Who was asked for feedback and whether they answered, newest first (authors, editors, admins)",
        security: bearerAuth,
        params: CardIdParamsSchema,
        response: { 200: FeedbackRequestListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return listFeedbackRequests(db, actor, request.params.cardId);
    },
  );

  app.delete(
    "/Card/:cardId/FeedbackRequests/:requestId",
    {
      schema: {
        tags,
        summary: "Withdraw a feedback request (authors, editors, admins; 409 once answered)",
        security: bearerAuth,
        params: FeedbackRequestParamsSchema,
        response: { 200: FeedbackRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return withdrawFeedbackRequest(db, actor, request.params.cardId, request.params.requestId);
    },
  );

  app.get(
    "/Card/FeedbackRequests/Mine",
    {
      schema: {
        tags,
        summary: "Open feedback requests made of the caller, newest first, with the card's title",
        security: bearerAuth,
        response: { 200: FeedbackRequestForMeListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      return listMyFeedbackRequests(db, actor);
    },
  );
};
