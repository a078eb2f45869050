import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { degreesRoutes } from "./degrees.routes";
import { linkListsRoutes } from "./link-lists.routes";
import { lookupProposalsRoutes } from "./lookup-proposals.routes";
import { publicationsRoutes } from "./publications.routes";

/**
 * Members' profile lists (`/{Kind}/ByUser/{userId}` for Institution, Discipline, Interest,
 * Membership, Degree, Publication) and proposing new disciplines and interests.
 */
export const profileListsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, options) => {
  await app.register(linkListsRoutes, options);
  await app.register(degreesRoutes, options);
  await app.register(publicationsRoutes, options);
  await app.register(lookupProposalsRoutes, options);
};
