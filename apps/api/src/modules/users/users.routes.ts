import { OnboardingSchema, PROFILE_PICTURE_MAX_BYTES, UserIdParamsSchema, UserSchema } from "@keen/contracts";
import { type Database, users } from "@keen/db";
import { type OidcClient, requireIdentity } from "@keen/server-kit";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { BlobStore } from "../../lib/blob-store";
import { notFound } from "../../lib/errors";
import { readerOf, requireMember, toActor } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { createUserFromIdentity } from "./create-user";
import { notificationPreferencesRoutes } from "./notification-preferences.routes";
import { onboardUser } from "./onboard-user";
import { profileRoutes } from "./profile.routes";
import { profilePictureRoutes } from "./profile-picture/profile-picture.routes";
import { relatedMembersRoutes } from "./related-members.routes";
import { authorize } from "./users.policy";
import { loadUserView, presentUser } from "./users.presenter";

const tags = ["users"];

/**
 * Member routes: `POST /User/Create`, `GET /User/me`, `PUT /User/me/Onboarding`, `GET /User/{id}`,
 * plus profile updates, related members and notification preferences.
 */
export const usersRoutes: FastifyPluginAsyncZod<{
  db: Database;
  oidc: OidcClient;
  store: BlobStore;
  /** The general upload limit (`MAX_UPLOAD_MB`); pictures are further capped at 10 MB. */
  maxUploadBytes: number;
}> = async (app, { db, oidc, store, maxUploadBytes }) => {
  app.post(
    "/User/Create",
    {
      schema: {
        tags,
        summary: "Create the caller's member from the access token (idempotent)",
        description:
          "201 when created, 200 with the existing member otherwise. 403 when the token says the email is not verified; 409 when the email belongs to another member.",
        security: bearerAuth,
        response: { 200: UserSchema, 201: UserSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const identity = requireIdentity(request);
      const { member, isCreated } = await createUserFromIdentity(
        db,
        oidc,
        identity,
        request.accessToken ?? "",
      );
      return reply.status(isCreated ? 201 : 200).send(await presentUser(db, member, toActor(member)));
    },
  );

  app.get(
    "/User/me",
    {
      schema: {
        tags,
        summary: "The caller's member (404 until POST /User/Create has run)",
        security: bearerAuth,
        response: { 200: UserSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      requireIdentity(request);
      const member = await request.loadMember();
      if (!member) throw notFound("Member");
      return presentUser(db, member, toActor(member));
    },
  );

  app.put(
    "/User/me/Onboarding",
    {
      schema: {
        tags,
        summary: "Save the onboarding form and mark the caller onboarded",
        security: bearerAuth,
        body: OnboardingSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { member, actor } = await requireMember(request);
      authorize(actor, "edit", { userId: member.id });
      await onboardUser(db, member.id, request.body);
      const [updated] = await db.select().from(users).where(eq(users.id, member.id));
      return presentUser(db, updated!, actor);
    },
  );

  app.get(
    "/User/:id",
    {
      schema: {
        tags,
        summary: "A member by id (email only for the member themself and admins)",
        security: bearerAuth,
        params: UserIdParamsSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await readerOf(request);
      authorize(actor, "read", { userId: request.params.id });
      const user = await loadUserView(db, request.params.id, actor);
      if (!user) throw notFound("Member");
      return user;
    },
  );

  await app.register(profileRoutes, { db });
  await app.register(relatedMembersRoutes, { db });
  await app.register(notificationPreferencesRoutes, { db });
  const maxBytes = Math.min(PROFILE_PICTURE_MAX_BYTES, maxUploadBytes);
  await app.register(profilePictureRoutes, { db, store, maxBytes });
};
