import type { Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ApiConfig } from "../../config";
import { blocksRoutes } from "./blocks.routes";
import { chatMessagesRoutes } from "./chat-messages.routes";
import { chatRoomsRoutes } from "./chat-rooms.routes";

/**
 * Direct messages and chat rooms (spec §7 `/Messages/…`): conversations, their messages, unread
 * counts and blocks. Only members of a room see it (others get 404); new messages, reads and room
 * changes reach the members' open `/Events` streams as `event: message`.
 */
export const messagesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  jobs: JobSender;
  config: Pick<ApiConfig, "messageNotifyDelaySeconds" | "newMemberLimits">;
}> = async (app, { db, jobs, config }) => {
  await app.register(chatRoomsRoutes, { db, limits: config.newMemberLimits });
  await app.register(chatMessagesRoutes, { db, jobs, notifyDelaySeconds: config.messageNotifyDelaySeconds });
  await app.register(blocksRoutes, { db });
};
