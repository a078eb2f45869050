import {
  ErrorResponseSchema,
  SearchQuerySchema,
  type SearchResult,
  SearchResultSchema,
  type SearchType,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import { requireIdentity } from "@keen/server-kit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { runSearch } from "./run-search";

const allTypes: SearchType[] = ["card", "user"];

/** `GET /Search?query=&types=card,user&page=&pageSize=`: signed-in callers only. */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/Search",
    {
      schema: {
        querystring: SearchQuerySchema,
        response: { 200: SearchResultSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request): Promise<SearchResult> => {
      requireIdentity(request);
      const { query, page, pageSize, reviewed, exemplar } = request.query;
      const types = request.query.types ? (request.query.types.split(/[,|]/) as SearchType[]) : allTypes;
      const { items, total } = await runSearch(db, { query, types, page, pageSize, reviewed, exemplar });
      return { items, total, page, pageSize };
    },
  );
};
