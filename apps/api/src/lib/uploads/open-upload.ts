import { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import { payloadTooLarge, unsupportedMediaType } from "../errors";
import { type AcceptedType, resolveUploadType, type UploadKind } from "./upload-types";

/** Bytes read before deciding the type: enough for file-type to see inside OOXML ZIPs. */
const SNIFF_BYTES = 64 * 1024;

/** An accepted upload: its stored content type, and its bytes as a guarded stream. */
export type OpenedUpload = AcceptedType & { body: Readable };

export type UploadOptions = {
  kind: UploadKind;
  declaredType: string;
  fileName: string;
  maxBytes: number;
};

/**
 * Starts receiving an uploaded file without buffering it: reads the first bytes, sniffs the
 * type (415 when not allowed here), then hands back a stream that replays them and passes the
 * rest through while counting (413 above `maxBytes`) and, for text, checking for valid UTF-8
 * without NULs (415). A refused upload's remaining bytes are drained, not kept.
 */
export async function openUpload(source: Readable, options: UploadOptions): Promise<OpenedUpload> {
  const chunks = source.iterator({ destroyOnReturn: false });
  const tooLarge = () =>
    payloadTooLarge(`The file is larger than the ${options.maxBytes / 1024 / 1024} MB upload limit.`);
  const head: Buffer[] = [];
  let headSize = 0;
  let isDone = false;
  // Stop iterating (without destroying the request) and let the rest of the bytes flow away.
  const release = async () => {
    await chunks.return?.();
    source.resume();
  };
  try {
    while (headSize < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        isDone = true;
        break;
      }
      head.push(next.value);
      headSize += next.value.length;
      if (headSize > options.maxBytes) throw tooLarge();
    }
    const headBuffer = Buffer.concat(head);
    const accepted = resolveUploadType(await fileTypeFromBuffer(headBuffer), options);
    const text = accepted.isText ? createTextCheck() : undefined;
    text?.check(headBuffer);

    async function* guarded(): AsyncGenerator<Buffer> {
      let size = headSize;
      let isComplete = false;
      try {
        yield headBuffer;
        while (!isDone) {
          const next = await chunks.next();
          if (next.done) break;
          size += next.value.length;
          if (size > options.maxBytes) throw tooLarge();
          text?.check(next.value);
          yield next.value;
        }
        text?.end();
        isComplete = true;
      } finally {
        if (!isComplete) await release();
      }
    }
    return { ...accepted, body: Readable.from(guarded(), { objectMode: false }) };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Streaming UTF-8 validation: a `fatal` decoder fed chunk by chunk, plus a NUL check. */
function createTextCheck() {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const refuse = () =>
    unsupportedMediaType("This text file is not valid UTF-8 text (it contains binary data).");
  return {
    check(chunk: Buffer) {
      if (chunk.includes(0)) throw refuse();
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        throw refuse();
      }
    },
    end() {
      try {
        decoder.decode();
      } catch {
        throw refuse();
      }
    },
  };
}
