import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { blobs, type Database } from "@keen/db";
import sharp from "sharp";
import { ZipFile } from "yazl";

/** A solid-colour test image in `format`; JPEGs carry EXIF (camera, rotation) to be stripped. */
export async function makeImage(
  format: "png" | "jpeg" | "webp" | "gif",
  size: { width: number; height: number } = { width: 1200, height: 800 },
): Promise<Buffer> {
  const image = sharp({ create: { ...size, channels: 3, background: "#2f6db5" } });
  if (format === "jpeg") {
    return image
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: "TestCam", Copyright: "GPS 40.1N 88.2W" } } })
      .toBuffer();
  }
  return image.toFormat(format).toBuffer();
}

/** A one-page PDF (enough for type sniffing). */
export function makePdf(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  );
}

/** A ZIP of `entries` (name → content), built with yazl. */
export async function makeZip(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(entries)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  }
  zip.end();
  return buffer(zip.outputStream);
}

/** A minimal Word document (OOXML: a ZIP whose content types name the main document part). */
export function makeDocx(): Promise<Buffer> {
  return makeZip({
    "[Content_Types].xml":
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    "word/document.xml": "<w:document/>",
  });
}

/** The start of a Linux executable, padded: what a renamed binary looks like. */
export function makeElf(): Buffer {
  const header = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]);
  return Buffer.concat([header, Buffer.alloc(4096, 0)]);
}

/** An HTML page with a script: never acceptable, whatever it is called. */
export const htmlPage = Buffer.from(
  "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
);

/** An MP3 (an ID3v2 tag then one MPEG audio frame header). */
export function makeMp3(): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  return Buffer.concat([id3, Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(2048)]);
}

/** An MP4 (an `ftyp` box with the isom brand, then an empty `mdat`). */
export function makeMp4(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypisom"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2"),
  ]);
  return Buffer.concat([ftyp, Buffer.from([0, 0, 0, 8]), Buffer.from("mdat"), Buffer.alloc(1024)]);
}

/** A multipart body for `app.inject()`: `fields` first or after the file, as given. */
export async function multipart(
  file: { content: Buffer; name: string; type: string } | null,
  fields: Record<string, string> = {},
  options: { fieldsAfterFile?: boolean } = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  const addFields = () => {
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
  };
  if (!options.fieldsAfterFile) addFields();
  if (file) form.append("file", new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  if (options.fieldsAfterFile) addFields();
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type")! },
  };
}

/** How many blob rows exist. */
export async function countBlobRows(db: Database): Promise<number> {
  return (await db.select({ id: blobs.id }).from(blobs)).length;
}

/** The names of the files a local blob store keeps under `dataDir` (temporary upload files included). */
export function storedBlobFiles(dataDir: string): string[] {
  const root = path.join(dataDir, "blobs");
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}
