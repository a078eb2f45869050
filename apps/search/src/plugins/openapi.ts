import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { ZodApp } from "@keen/server-kit";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI security requirement for routes that need a bearer token. */
export const bearerAuth = [{ bearerAuth: [] }];

/**
 * The search service's OpenAPI document, generated from the zod schemas its routes validate
 * with (packages/contracts/src/search.ts), at `/openapi.json`, with Swagger UI at `/docs` (as the
 * API serves its own). Register before the routes so they are collected.
 */
export async function registerSearchOpenApi(app: ZodApp): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "KEEN Cards search",
        description:
          "Search of published cards (whole words, typo and prefix expansion through a vocabulary, facets, sorts) and members, and of the caller's own drafts. Errors are `{ message, code, details? }`.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/docs",
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ""),
  });
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
