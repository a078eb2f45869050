import type { Readable } from "node:stream";
import { ZipFile } from "yazl";
import type { BlobStore } from "../../lib/blob-store";
import type { LinkedFile } from "./card-file-queries";

/** Types worth deflating; everything else (images, media, ZIP-based documents, PDF) is stored as is. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/**
 * A ZIP of the given attachments, streamed: each file is read from the blob store only when the
 * archive reaches it, so memory stays flat however large the files. Duplicate names get
 * " (2)", " (3)"… before the extension. A file the store cannot read destroys the stream.
 */
export function zipAttachments(
  store: BlobStore,
  files: LinkedFile[],
  onError: (error: Error) => void,
): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // A file that cannot be read ends the archive with its error (the response is cut off), instead
  // of an 'error' no one listens to, which would throw, and an archive that never ends.
  zip.on("error", (error: Error) => output.destroy(error));
  const names = uniqueNames(files.map((file) => file.linkName));
  files.forEach((file, index) => {
    zip.addReadStreamLazy(
      names[index]!,
      { size: file.size, mtime: file.createdAt, compress: COMPRESSIBLE.test(file.contentType) },
      (callback) => {
        store.get(file.storageKey).then(
          (stream) => callback(null, stream),
          (error: Error) => {
            onError(error);
            callback(error, undefined as never);
          },
        );
      },
    );
  });
  zip.end();
  return output;
}

function uniqueNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; seen.has(candidate.toLowerCase()); n++) {
      const dot = name.lastIndexOf(".");
      candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
    }
    seen.add(candidate.toLowerCase());
    return candidate;
  });
}

/** `<card-title-slug>.zip`: lower-case ASCII words joined by hyphens, or `card-attachments.zip`. */
export function zipFileName(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return `${slug || "card-attachments"}.zip`;
}
