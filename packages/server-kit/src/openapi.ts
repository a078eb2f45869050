import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { ErrorResponseSchema } from "@keen/contracts";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { ZodApp } from "./create-app";

/** OpenAPI security requirement for routes that need a bearer token. */
export const bearerAuth = [{ bearerAuth: [] }];

/** What a service's OpenAPI document says about itself; the rest of the set-up is shared. */
export type OpenApiInfo = { title: string; description: string };

/**
 * A service's OpenAPI document, generated from the same zod schemas its routes validate with,
 * served at `/openapi.json`, with Swagger UI at `/docs`. Register before the routes so they are
 * collected. Imported as `@keen/server-kit/openapi` (not from the package root) so services
 * without a document, such as collab, do not load Swagger.
 */
export async function registerOpenApiDocs(app: ZodApp, info: OpenApiInfo): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { ...info, version: "1.0.0" },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/docs",
    staticCSP: true,
    // Served over plain http in development: do not force https sub-resources.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ""),
  });
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}

/** Documents error statuses of a route with the shared `{ message, code, details? }` body. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ErrorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<
    S,
    typeof ErrorResponseSchema
  >;
}
