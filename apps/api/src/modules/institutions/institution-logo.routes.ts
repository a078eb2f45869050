import multipart from "@fastify/multipart";
import {
  INSTITUTION_LOGO_MAX_BYTES,
  InstitutionIdParamsSchema,
  InstitutionLogoSchema,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { BlobStore } from "../../lib/blob-store";
import type { BlobUrl } from "../../lib/file-url";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { institutionLogoUrl, logoVersion } from "./institution-fields";
import { deleteInstitutionLogo, findInstitutionLogo, uploadInstitutionLogo } from "./institution-logo";
import { requireInstitutionEditor } from "./institutions.policy";

/** What the institution routes need (both plugins take the same options). */
export type InstitutionRoutesOptions = {
  db: Database;
  store: BlobStore;
  maxUploadBytes: number;
  /** Signed URLs of the featured cards' covers (`lib/file-url`). */
  blobUrl: BlobUrl;
};

const tags = ["institutions"];
const params = InstitutionIdParamsSchema;
const LogoQuerySchema = z.object({ v: z.string().max(64).optional() });

/**
 * The logo of an institution: upload (multipart, parsed only in this plugin), delete, and the
 * public image. With the current `v` the image is cacheable for a year (a new upload changes
 * `v`); without it for five minutes.
 */
export const institutionLogoRoutes: FastifyPluginAsyncZod<InstitutionRoutesOptions> = async (
  app,
  { db, store, maxUploadBytes },
) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  const limitMb = Math.min(INSTITUTION_LOGO_MAX_BYTES, maxUploadBytes) / 1024 / 1024;

  app.post(
    "/Institution/:id/Logo",
    {
      schema: {
        tags,
        summary: "Upload the logo (admins)",
        description: `multipart/form-data with one image (JPEG, PNG, WebP or GIF by content, 415 otherwise), at most ${limitMb} MB (413). Stored as WebP of at most 512 px.`,
        consumes: ["multipart/form-data"],
        security: bearerAuth,
        params,
        response: { 201: InstitutionLogoSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const actor = await requireInstitutionEditor(request);
      const row = await uploadInstitutionLogo(db, store, app.jobs, request, {
        institutionId: request.params.id,
        userId: actor.userId,
        maxUploadBytes,
      });
      return reply.status(201).send({ logoUrl: institutionLogoUrl(row)! });
    },
  );

  app.delete(
    "/Institution/:id/Logo",
    {
      schema: {
        tags,
        summary: "Remove the logo (admins)",
        security: bearerAuth,
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await requireInstitutionEditor(request);
      await deleteInstitutionLogo(db, app.jobs, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/Institution/:id/Logo",
    {
      schema: {
        tags,
        summary: "The logo image (everyone; WebP)",
        description: "404 when the institution has no logo; 304 for a matching `If-None-Match`.",
        params,
        querystring: LogoQuerySchema,
      },
    },
    async (request, reply) => {
      const { blob, logoBlobId } = await findInstitutionLogo(db, request.params.id);
      const etag = `"${blob.sha256}"`;
      const isCurrent = request.query.v === logoVersion(logoBlobId);
      reply.headers({
        etag,
        "content-type": blob.contentType,
        "cache-control": isCurrent ? "public, max-age=31536000, immutable" : "public, max-age=300",
        // Shown by <img> tags of the web app, which may be served from another origin.
        "cross-origin-resource-policy": "cross-origin",
      });
      const ifNoneMatch = request.headers["if-none-match"];
      if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
        return reply.status(304).send();
      }
      reply.header("content-length", String(blob.size));
      return reply.send(await store.get(blob.storageKey));
    },
  );
};
