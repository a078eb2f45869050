import { FileContentParamsSchema, FileContentQuerySchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { BlobStore } from "../../lib/blob-store";
import { notFound, unauthorized } from "../../lib/errors";
import type { FileUrlSigner } from "../../lib/file-url";
import { loadActor } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { recordDownloads } from "../card-files/downloads";
import { canReadCmsImageBlob, cmsImageBlobName, findCmsImageBlob } from "../cms/cms-image-content";
import { authorizeBlobFile } from "./authorize-blob-file";
import { findBlobFile } from "./find-blob-file";
import { serveFileContent } from "./serve-file-content";

/**
 * `GET /File/{blobId}/Content`: a card file's bytes, authorised like its card, or a CMS page
 * image's, authorised like its page.
 */
export const filesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  store: BlobStore;
  signer: FileUrlSigner;
}> = async (app, { db, store, signer }) => {
  app.get(
    "/File/:blobId/Content",
    {
      // A card page loads many thumbnails at once: allow more than the API-wide limit.
      config: { rateLimit: { max: 1200, timeWindow: "1 minute" } },
      schema: {
        tags: ["files"],
        summary: "A file's content (streamed; Range requests; inline for images and PDFs)",
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
      const expired = () => unauthorized("This file link has expired. Reload the page to get a new one.");
      const isExpiredLink = Boolean(token) && !hasValidToken && !request.identity;
      const found = await findBlobFile(db, blobId);
      if (!found) {
        // Not a card file: maybe an image of a CMS page (public on active pages, no token needed).
        const pageImage = await findCmsImageBlob(db, blobId);
        if (!pageImage) throw isExpiredLink ? expired() : notFound("File");
        if (!canReadCmsImageBlob(await loadActor(request), pageImage, hasValidToken)) {
          throw isExpiredLink ? expired() : notFound("File");
        }
        await serveFileContent(store, request, reply, pageImage, cmsImageBlobName(pageImage));
        return reply;
      }
      if (isExpiredLink) throw expired();
      const actor = await loadActor(request);
      const name = await authorizeBlobFile(db, actor, found, hasValidToken);
      const countsAsDownload = found.file.kind === "attachment" && found.rendition === "original";
      await serveFileContent(
        store,
        request,
        reply,
        found,
        name,
        countsAsDownload ? () => recordDownloads(db, [found.file], actor?.userId ?? null) : undefined,
      );
      return reply;
    },
  );
};
