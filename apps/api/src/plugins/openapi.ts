import type { ZodApp } from "@keen/server-kit";
import { registerOpenApiDocs } from "@keen/server-kit/openapi";

export { bearerAuth, errorResponses } from "@keen/server-kit/openapi";

/**
 * The API's OpenAPI document at `/openapi.json`, with Swagger UI at `/docs` (set-up shared with the
 * search service in `@keen/server-kit/openapi`). Register before the routes so they are collected.
 */
export async function registerOpenApi(app: ZodApp): Promise<void> {
  await registerOpenApiDocs(app, {
    title: "KEEN Cards API",
    description: "REST API of the KEEN cards platform. Errors are `{ message, code, details? }`.",
  });
}
