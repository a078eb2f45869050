import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { validation } from "../errors";

/** The uploaded file's part as handed to the storing callback. */
export type FilePart = Pick<MultipartFile, "file" | "filename" | "mimetype">;

/**
 * Reads a `multipart/form-data` upload of exactly one file (field name free) plus small text
 * fields, in whatever order they come. The file's stream goes to `store` as it arrives (never
 * buffered); fields before and after it are collected. When the request fails after the file
 * was stored (say a second file arrives), `discard` removes what `store` kept.
 */
export async function receiveFilePart<T>(
  request: FastifyRequest,
  maxBytes: number,
  store: (part: FilePart) => Promise<T>,
  discard: (stored: T) => Promise<void>,
): Promise<{ stored: T; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw validation("file", "send the file as multipart/form-data");
  }
  const fields: Record<string, string> = {};
  let stored: { value: T } | undefined;
  try {
    // One byte above the limit lets our own check answer 413 with the limit in the message.
    const parts = request.parts({
      limits: { files: 1, fileSize: maxBytes + 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === "field") fields[part.fieldname] = String(part.value);
      else stored = { value: await store(part) };
    }
  } catch (error) {
    if (stored) await discard(stored.value);
    throw error;
  }
  if (!stored) throw validation("file", "is required (one file per request)");
  return { stored: stored.value, fields };
}
