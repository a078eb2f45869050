import {
  DraftSearchQuerySchema,
  type DraftSearchResult,
  DraftSearchResultSchema,
  ErrorResponseSchema,
  SearchQuerySchema,
  type SearchResult,
  SearchResultSchema,
  type SearchType,
} from "@keen/contracts";
import { type Database, users } from "@keen/db";
import { forbidden, requireIdentity } from "@keen/server-kit";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerAuth } from "../../plugins/openapi";
import { runSearch } from "./run-search";
import { searchDrafts } from "./search-drafts";

const allTypes: SearchType[] = ["card", "user"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };

/** The caller's member row (id and role), or 403 for a token of nobody we know. */
async function requireMember(db: Database, request: FastifyRequest) {
  const identity = requireIdentity(request);
  const [member] = await db
    .select({ userId: users.id, role: users.role })
    .from(users)
    .where(eq(users.subject, identity.sub));
  if (!member) throw forbidden("Finish signing up to search your drafts.");
  return member;
}

/**
 * `GET /Search` (published cards and members: anyone, or signed-in callers only in a members-only
 * library, `LIBRARY_ACCESS=members`) and `GET /Search/draft` (own drafts: members).
 */
export const searchRoutes: FastifyPluginAsyncZod<{
  db: Database;
  libraryAccess?: "public" | "members";
}> = async (app, { db, libraryAccess = "public" }) => {
  app.get(
    "/Search",
    {
      schema: {
        summary: "Search published cards and members",
        tags: ["Search"],
        security: bearerAuth,
        querystring: SearchQuerySchema,
        response: { 200: SearchResultSchema, ...errors },
      },
    },
    async (request): Promise<SearchResult> => {
      if (libraryAccess === "members") requireIdentity(request);
      const { types: typeList, page, pageSize, ...rest } = request.query;
      const types = typeList ? (typeList.split(/[,|]/) as SearchType[]) : allTypes;
      const found = await runSearch(db, { ...rest, types, page, pageSize });
      return { ...found, page, pageSize };
    },
  );

  app.get(
    "/Search/draft",
    {
      schema: {
        summary: "Search the caller's own cards by their drafts",
        tags: ["Search"],
        security: bearerAuth,
        querystring: DraftSearchQuerySchema,
        response: { 200: DraftSearchResultSchema, ...errors, 403: ErrorResponseSchema },
      },
    },
    async (request): Promise<DraftSearchResult> => {
      const member = await requireMember(db, request);
      const { query, page, pageSize } = request.query;
      const found = await searchDrafts(db, member, { query, offset: (page - 1) * pageSize, limit: pageSize });
      return { ...found, page, pageSize };
    },
  );
};
