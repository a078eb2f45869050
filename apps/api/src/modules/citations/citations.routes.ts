import { CardIdParamsSchema, CitationQuerySchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApiConfig } from "../../config";
import { contentDisposition } from "../../lib/content-disposition";
import { readerOf } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { formatCitation } from "./format-citation";
import { loadCitableVersion } from "./load-citable-version";

/** Citations of a card's published versions (issue 9): APA, MLA, Chicago, BibTeX and RIS. */
export const citationsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Pick<ApiConfig, "appUrl">;
}> = async (app, { db, config }) => {
  const appUrl = config.appUrl.replace(/\/+$/, "");

  app.get(
    "/Card/:cardId/Citation",
    {
      schema: {
        tags: ["engagement"],
        summary: "Cite a published version of a card (the latest unless `version`)",
        description:
          "Plain text: APA 7, MLA 9 and Chicago 18 author-date as `text/plain`, BibTeX as " +
          "`application/x-bibtex`, RIS as `application/x-research-info-systems`, each with an inline " +
          "file name. 404 for cards without a published version the caller may read, and for unknown versions.",
        security: bearerAuth,
        params: CardIdParamsSchema,
        querystring: CitationQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = await readerOf(request);
      const { cardId } = request.params;
      const { format, version: versionNumber } = request.query;
      const version = await loadCitableVersion(db, actor, cardId, versionNumber);
      const url = `${appUrl}/card/${cardId}${versionNumber === undefined ? "" : `?version=${version.number}`}`;
      const citation = await formatCitation(version, format, url);
      return reply
        .type(citation.contentType)
        .header("content-disposition", contentDisposition(citation.fileName, "inline"))
        .send(citation.text);
    },
  );
};
