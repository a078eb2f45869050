import type { ZodApp } from "@keen/server-kit";
import { registerOpenApiDocs } from "@keen/server-kit/openapi";

export { bearerAuth } from "@keen/server-kit/openapi";

/**
 * The search service's OpenAPI document, generated from the zod schemas its routes validate
 * with (packages/contracts/src/search.ts), at `/openapi.json`, with Swagger UI at `/docs` (set-up
 * shared with the API in `@keen/server-kit/openapi`). Register before the routes so they are
 * collected.
 */
export async function registerSearchOpenApi(app: ZodApp): Promise<void> {
  await registerOpenApiDocs(app, {
    title: "KEEN Cards search",
    description:
      "Search of published cards (whole words, typo and prefix expansion through a vocabulary, facets, sorts) and members, and of the caller's own drafts. Errors are `{ message, code, details? }`.",
  });
}
