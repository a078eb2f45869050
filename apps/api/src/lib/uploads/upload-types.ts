import { unsupportedMediaType } from "../errors";

/** What an upload is for: card images (thumbnails, inline) or attachments (resources). */
export type UploadKind = "image" | "attachment";

/** The content type we store for an accepted upload; `isText` uploads are checked as UTF-8. */
export type AcceptedType = { contentType: string; isText: boolean };

type Sniffed = { ext: string; mime: string } | undefined;

const imageTypes: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

const attachmentTypes: Record<string, string> = {
  ...imageTypes,
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  odt: "application/vnd.oasis.opendocument.text",
  zip: "application/zip",
  mp4: "video/mp4",
  mp3: "audio/mpeg",
};

/** Plain-text formats have no magic number; they are recognised by declared type or extension. */
const textTypes: Record<string, string> = { txt: "text/plain", csv: "text/csv", md: "text/markdown" };
const declaredText: Record<string, string> = {
  "text/plain": "txt",
  "text/csv": "csv",
  "text/markdown": "md",
  "text/x-markdown": "md",
};

const allowedText: Record<UploadKind, string> = {
  image: "JPEG, PNG, WebP or GIF images",
  attachment:
    "PDF, Word/Excel/PowerPoint (.docx, .xlsx, .pptx), OpenDocument text (.odt), plain text, CSV, Markdown, ZIP, JPEG/PNG/WebP/GIF images, MP4 video or MP3 audio",
};

/** The allowed types of `kind`, in words (for error messages and the client). */
export function describeAllowedTypes(kind: UploadKind): string {
  return allowedText[kind];
}

/**
 * Decides from the sniffed magic number (and, for text, the declared type and extension)
 * whether an upload is allowed here, and which content type it is stored with; 415 otherwise,
 * naming what the file is and what is allowed. The declared type never overrides the bytes.
 */
export function resolveUploadType(
  sniffed: Sniffed,
  upload: { kind: UploadKind; declaredType: string; fileName: string },
): AcceptedType {
  const allowed = upload.kind === "image" ? imageTypes : attachmentTypes;
  const extension = upload.fileName.includes(".") ? upload.fileName.split(".").pop()!.toLowerCase() : "";
  if (sniffed) {
    if (allowed[sniffed.ext]) return { contentType: allowed[sniffed.ext]!, isText: false };
    // OOXML/ODF files are ZIPs; when the sniffer could not see far enough, trust a matching extension.
    if (
      sniffed.ext === "zip" &&
      upload.kind === "attachment" &&
      ["docx", "xlsx", "pptx", "odt"].includes(extension)
    ) {
      return { contentType: attachmentTypes[extension]!, isText: false };
    }
    throw unsupportedMediaType(
      `This file is ${sniffed.mime} (.${sniffed.ext}), which cannot be uploaded here. Allowed: ${allowedText[upload.kind]}.`,
    );
  }
  if (upload.kind === "attachment") {
    const declared = upload.declaredType.split(";")[0]!.trim().toLowerCase();
    const textExtension =
      declaredText[declared] ??
      (["", "application/octet-stream"].includes(declared) && textTypes[extension] ? extension : undefined);
    if (textExtension) return { contentType: `${textTypes[textExtension]}; charset=utf-8`, isText: true };
  }
  const declared = upload.declaredType || "no type";
  throw unsupportedMediaType(
    `The content of this file (declared as ${declared}) is not a type we recognise. Allowed: ${allowedText[upload.kind]}.`,
  );
}
