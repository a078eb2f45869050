import { SitemapSchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listSitemapEntries } from "./list-sitemap-entries";

/**
 * `GET /Sitemap` (everyone): the addresses of the public pages and when each last changed, for the
 * web server's `/sitemap.xml`. A members-only library (`LIBRARY_ACCESS=members`) lists no cards.
 */
export const sitemapRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/Sitemap",
    {
      schema: {
        tags: ["sitemap"],
        summary: "Public pages (published cards, institutions, CMS pages) with their last change (everyone)",
        response: { 200: SitemapSchema },
      },
    },
    async () => listSitemapEntries(db, { includeCards: app.libraryAccess === "public" }),
  );
};
