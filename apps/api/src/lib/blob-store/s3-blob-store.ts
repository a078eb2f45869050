import type { Readable } from "node:stream";
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { BlobNotFoundError, type BlobStore, isBlobKey, newBlobKey, shardedPath } from "./blob-store";
import { createMeasure } from "./measure";

export type S3BlobStoreOptions = {
  bucket: string;
  region: string;
  /** Custom endpoint for S3-compatible stores (MinIO, R2, …). */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Object-key prefix (default `blobs/`). */
  prefix?: string;
};

/**
 * Blobs as objects in an S3-compatible bucket. Uploads stream through `@aws-sdk/lib-storage`
 * (multipart above 5 MB; at most a few parts buffered at once), and a failed upload is aborted
 * so no partial object remains.
 */
export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible stores reject the newer defaults.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  const prefix = options.prefix ?? "blobs/";
  const objectKey = (key: string) => `${prefix}${shardedPath(key)}`;

  return {
    async put(source, { contentType }) {
      const key = newBlobKey();
      const measure = createMeasure();
      const body = new PassThrough({ highWaterMark: 1024 * 1024 });
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: body, ContentType: contentType },
        queueSize: 2,
        leavePartsOnError: false,
      });
      const uploaded = upload.done();
      // A refused upload stops reading `body`: end the pipeline instead of waiting forever.
      uploaded.catch((error) => body.destroy(error));
      try {
        await pipeline(source, measure.tap, body);
        await uploaded;
      } catch (error) {
        await upload.abort().catch(() => {});
        throw error;
      }
      return { key, ...measure.result() };
    },

    async get(key, range) {
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return result.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new BlobNotFoundError(key);
        throw error;
      }
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(object.Key.lastIndexOf("/") + 1) ?? "";
          if (!isBlobKey(key) || object.Key !== objectKey(key)) continue;
          // An object without a date counts as new, so it is never taken for an old leftover.
          yield { key, lastModified: object.LastModified ?? new Date() };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

function isNotFound(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404;
}
