import { FileContentParamsSchema, FileContentQuerySchema } from "@keen/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { BlobReader } from "../../lib/blob-readers";
import type { BlobStore } from "../../lib/blob-store";
import { notFound, unauthorized } from "../../lib/errors";
import type { FileUrlSigner } from "../../lib/file-url";
import { loadActor, readerOf } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { serveFileContent } from "./serve-file-content";

/**
 * `GET /File/{blobId}/Content`: a blob's bytes, authorised by the module that owns it (a card
 * file like its card, a CMS page image like its page), through the readers `buildApp` registers.
 */
export const filesRoutes: FastifyPluginAsyncZod<{
  store: BlobStore;
  signer: FileUrlSigner;
  /** The read rules of the modules that own blobs (`lib/blob-readers`), asked in order. */
  readers: readonly BlobReader[];
}> = async (app, { store, signer, readers }) => {
  app.get(
    "/File/:blobId/Content",
    {
      // A card page loads many thumbnails at once: allow more than the API-wide limit.
      config: { rateLimit: { max: 1200, timeWindow: "1 minute" } },
      schema: {
        tags: ["files"],
        summary:
          "A file's content (streamed; Range requests; inline for raster images only, everything else as an attachment)",
        description:
          "Authorised like the card the file belongs to: with a bearer token, or with the signed `token` of a URL the API handed out (for `<img>` tags; valid about an hour). A full GET of an attachment counts as a download. Images shown on an active CMS page need no token; those of inactive pages are for admins.",
        security: bearerAuth,
        params: FileContentParamsSchema,
        querystring: FileContentQuerySchema,
        response: errorResponses(400, 401, 404, 416),
      },
    },
    async (request, reply) => {
      const { blobId } = request.params;
      const { token } = request.query;
      const hasValidToken = token ? signer.verify(blobId, token) : false;
      const isExpiredLink = Boolean(token) && !hasValidToken && !request.identity;
      // A signed URL stands in for the reader; without one, a members-only library wants a member.
      const actor = () => (hasValidToken ? loadActor(request) : readerOf(request));
      const caller = { actor, hasValidToken, isExpiredLink };
      // Each owner of blobs decides for its own (card files, then CMS page images).
      for (const reader of readers) {
        const found = await reader.read(blobId, caller);
        if (found === null) continue;
        if (found === "denied") break;
        await serveFileContent(store, request, reply, found, found.name, found.onFullDownload);
        return reply;
      }
      throw isExpiredLink
        ? unauthorized("This file link has expired. Reload the page to get a new one.")
        : notFound("File");
    },
  );
};
