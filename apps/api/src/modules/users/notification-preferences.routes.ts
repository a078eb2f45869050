import { NotificationPreferenceListSchema, NotificationPreferencesUpdateSchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { findNotificationPreferences, saveNotificationPreferences } from "./notification-preferences";
import { authorize } from "./users.policy";

const tags = ["users"];

/** `GET|PUT /User/me/NotificationPreferences`: per notification type, in app, email or off. */
export const notificationPreferencesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/User/me/NotificationPreferences",
    {
      schema: {
        tags,
        summary: "The caller's channel for every notification type (defaults until chosen)",
        security: bearerAuth,
        response: { 200: NotificationPreferenceListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { member } = await requireMember(request);
      return findNotificationPreferences(db, member.id);
    },
  );

  app.put(
    "/User/me/NotificationPreferences",
    {
      schema: {
        tags,
        summary: "Change the caller's channel for some notification types",
        security: bearerAuth,
        body: NotificationPreferencesUpdateSchema,
        response: { 200: NotificationPreferenceListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { member, actor } = await requireMember(request);
      authorize(actor, "edit", { userId: member.id });
      return saveNotificationPreferences(db, member.id, request.body.preferences);
    },
  );
};
