import multipart from "@fastify/multipart";
import { ProfilePictureQuerySchema, UserIdParamsSchema, UserSchema } from "@keen/contracts";
import { type Database, users } from "@keen/db";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { BlobStore } from "../../../lib/blob-store";
import { requireMember } from "../../../plugins/auth";
import { bearerAuth, errorResponses } from "../../../plugins/openapi";
import { authorize } from "../users.policy";
import { presentUser } from "../users.presenter";
import { receiveProfilePicture } from "./receive-profile-picture";
import { deleteProfilePicture, saveProfilePicture } from "./save-profile-picture";
import { serveProfilePicture } from "./serve-profile-picture";

const tags = ["users"];

/**
 * `POST|DELETE /User/Me/ProfilePicture` (the caller's picture) and the public
 * `GET /User/{id}/ProfilePicture?size=64|256|512`. Only this plugin parses multipart bodies.
 */
export const profilePictureRoutes: FastifyPluginAsyncZod<{
  db: Database;
  store: BlobStore;
  maxBytes: number;
}> = async (app, { db, store, maxBytes }) => {
  await app.register(multipart, { throwFileSizeLimit: true });

  app.post(
    "/User/Me/ProfilePicture",
    {
      schema: {
        tags,
        summary: "Upload the caller's profile picture",
        description: `multipart/form-data with one file: a JPEG, PNG or WebP image (recognised by its bytes; 415 otherwise) of at most ${maxBytes / 1024 / 1024} MB (413). Stored as square WebP pictures of 64, 256 and 512 px without metadata.`,
        consumes: ["multipart/form-data"],
        security: bearerAuth,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const { member, actor } = await requireMember(request);
      authorize(actor, "edit", { userId: member.id });
      const picture = await receiveProfilePicture(request, store, maxBytes);
      await saveProfilePicture(db, store, app.jobs, member.id, picture);
      return presentUser(db, await reload(db, member.id), actor);
    },
  );

  app.delete(
    "/User/Me/ProfilePicture",
    {
      schema: {
        tags,
        summary: "Remove the caller's profile picture (the initials image takes its place)",
        security: bearerAuth,
        response: { 200: UserSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { member, actor } = await requireMember(request);
      authorize(actor, "edit", { userId: member.id });
      await deleteProfilePicture(db, app.jobs, member.id);
      return presentUser(db, await reload(db, member.id), actor);
    },
  );

  app.get(
    "/User/:id/ProfilePicture",
    {
      schema: {
        tags,
        summary: "A member's picture (public, cached for a day): WebP, or an SVG with the initials when none",
        params: UserIdParamsSchema,
        querystring: ProfilePictureQuerySchema,
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) =>
      serveProfilePicture(db, store, request, reply, { userId: request.params.id, size: request.query.size }),
  );
};

async function reload(db: Database, userId: string) {
  const [member] = await db.select().from(users).where(eq(users.id, userId));
  return member!;
}
