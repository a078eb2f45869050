import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { ErrorResponseSchema } from "@keen/contracts";
import type { ZodApp } from "@keen/server-kit";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI security requirement for routes that need a bearer token. */
export const bearerAuth = [{ bearerAuth: [] }];

/**
 * The OpenAPI document, generated from the same zod schemas the routes validate with, served at
 * `/openapi.json`, with Swagger UI at `/docs`. Register before the routes so they are collected.
 */
export async function registerOpenApi(app: ZodApp): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "KEEN Cards API",
        description: "REST API of the KEEN cards platform. Errors are `{ message, code, details? }`.",
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
