import multipart from "@fastify/multipart";
import { CmsPageIdParamsSchema, CmsPageImageListSchema, CmsPageImageSchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import { cmsPages } from "@keen/db";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { BlobStore } from "../../lib/blob-store";
import { notFound } from "../../lib/errors";
import type { BlobUrl } from "../../lib/file-url";
import { describeAllowedTypes } from "../../lib/uploads/upload-types";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { requireCmsActor } from "./cms.policy";
import { listCmsPageImages, presentCmsPageImage, UNREFERENCED_IMAGE_GRACE_MS } from "./cms-page-images";
import { uploadCmsPageImage } from "./upload-cms-page-image";

export type CmsImagesOptions = {
  db: Database;
  store: BlobStore;
  maxUploadBytes: number;
  /** Signed URLs of the images handed out (`lib/file-url`). */
  blobUrl: BlobUrl;
};

const tags = ["cms"];
const graceHours = UNREFERENCED_IMAGE_GRACE_MS / 3_600_000;

/**
 * `POST /CmsPage/{id}/Images` (upload) and `GET /CmsPage/{id}/Images` (admins). Only this plugin
 * parses `multipart/form-data`, so every other CMS route stays JSON-only.
 */
export const cmsImagesRoutes: FastifyPluginAsyncZod<CmsImagesOptions> = async (
  app,
  { db, store, maxUploadBytes, blobUrl },
) => {
  await app.register(multipart, { throwFileSizeLimit: true });

  app.post(
    "/CmsPage/:id/Images",
    {
      schema: {
        tags,
        summary: "Upload an image for a page's content (admins)",
        description: `multipart/form-data with one file; at most ${maxUploadBytes / 1024 / 1024} MB (413); ${describeAllowedTypes("image")}, recognised by content (415 otherwise). Stored re-encoded without metadata, with 960 and 320 px WebP renditions. Put \`/File/{blobId}/Content\` of its \`url\` in the page's content and save: visitors see it once the page is active. Images the saved content does not show ${graceHours} h after their upload (or at a save after that) are deleted, as are all of them with the page.`,
        consumes: ["multipart/form-data"],
        security: bearerAuth,
        params: CmsPageIdParamsSchema,
        response: { 201: CmsPageImageSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const actor = await requireCmsActor(request, "edit");
      const image = await uploadCmsPageImage(db, store, app.jobs, request, {
        pageId: request.params.id,
        userId: actor.userId,
        maxBytes: maxUploadBytes,
      });
      return reply.status(201).send(presentCmsPageImage(image, blobUrl));
    },
  );

  app.get(
    "/CmsPage/:id/Images",
    {
      schema: {
        tags,
        summary: "The images uploaded for a page, with signed URLs (admins)",
        security: bearerAuth,
        params: CmsPageIdParamsSchema,
        response: { 200: CmsPageImageListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await requireCmsActor(request, "read");
      const [page] = await db
        .select({ id: cmsPages.id })
        .from(cmsPages)
        .where(eq(cmsPages.id, request.params.id));
      if (!page) throw notFound("Page");
      return (await listCmsPageImages(db, page.id)).map((image) => presentCmsPageImage(image, blobUrl));
    },
  );
};
