import { envFields } from "@keen/config";
import { randomSecret } from "@keen/config/dev-secrets";
import { z } from "zod";
import type { BlobStoreConfig } from "./blob-store";

const flag = z.enum(["true", "false"]).default("false");

/** Environment variables of file storage and uploads (README "Configuration"). */
export const filesEnvShape = {
  DATA_DIR: z.string().min(1).default("./data"),
  API_URL: envFields.url.optional(),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(10_240).optional(),
  BLOB_STORE: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: envFields.url.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag,
  FILE_URL_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
};

type FilesEnv = z.infer<z.ZodObject<typeof filesEnvShape>> & { NODE_ENV?: string };

/**
 * Cross-field rules, reported with every other problem at start-up: production needs its own
 * `FILE_URL_SECRET`, and `BLOB_STORE=s3` needs a bucket.
 */
export function refineFilesEnv(env: Partial<FilesEnv>, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV === "production" && !env.FILE_URL_SECRET) {
    ctx.addIssue({ code: "custom", path: ["FILE_URL_SECRET"], message: "required in production" });
  }
  if (env.BLOB_STORE === "s3" && !env.S3_BUCKET) {
    ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "required when BLOB_STORE=s3" });
  }
}

const processFileUrlSecret = randomSecret();

/** What the file features need, derived from the parsed environment. */
export function toFilesConfig(env: FilesEnv, apiPort: number) {
  const isProduction = env.NODE_ENV === "production";
  const maxUploadMb = env.MAX_UPLOAD_MB ?? (isProduction ? 200 : 50);
  const blobStore: BlobStoreConfig =
    env.BLOB_STORE === "s3"
      ? {
          kind: "s3",
          bucket: env.S3_BUCKET ?? "",
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
        }
      : { kind: "local", dataDir: env.DATA_DIR };
  return {
    blobStore,
    maxUploadMb,
    maxUploadBytes: maxUploadMb * 1024 * 1024,
    fileUrls: {
      baseUrl: (env.API_URL ?? `http://localhost:${apiPort}`).replace(/\/+$/, ""),
      // `npm start` gives every process the stack's own (scripts/lib/env.ts, decision 0038); a
      // process started alone in development makes a random one that nobody can derive.
      secret: env.FILE_URL_SECRET ?? processFileUrlSecret,
    },
  };
}

export type FilesConfig = ReturnType<typeof toFilesConfig>;
