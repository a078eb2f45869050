import type { Database } from "@keen/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { BlobStore } from "../../lib/blob-store";
import type { BlobUrl } from "../../lib/file-url";
import { attachmentsRoutes } from "./attachments.routes";
import { bulkDownloadRoutes } from "./bulk-download.routes";
import { cardAnalyticsRoutes } from "./card-analytics.routes";
import { imagesRoutes } from "./images.routes";
import { uploadsRoutes } from "./uploads.routes";

export type CardFilesOptions = {
  db: Database;
  store: BlobStore;
  maxUploadBytes: number;
  /** Signed URLs of the files handed out (`lib/file-url`). */
  blobUrl: BlobUrl;
};

/**
 * Card images and attachments: `/Card/{cardId}/Images…`, `/Card/{cardId}/Attachments…`
 * (with `BulkDownload`) and `/CardAnalytics/{cardId}/FilesDownloads`.
 */
export const cardFilesRoutes: FastifyPluginAsyncZod<CardFilesOptions> = async (app, options) => {
  await app.register(uploadsRoutes, options);
  await app.register(imagesRoutes, options);
  await app.register(attachmentsRoutes, options);
  await app.register(bulkDownloadRoutes, options);
  await app.register(cardAnalyticsRoutes, options);
};
