/**
 * A `Content-Disposition` header (RFC 6266): `inline` or `attachment`, with an ASCII
 * `filename` fallback for old clients and the exact name as UTF-8 in `filename*` (RFC 8187).
 */
export function contentDisposition(name: string, disposition: "inline" | "attachment"): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The raster image types a browser shows without running anything (never SVG, which may hold script). */
const inlineTypes = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);

/**
 * Raster images open in the browser; everything else downloads, PDFs included: a PDF, an HTML or
 * SVG file shown inline would run in the API's origin (decision 0038).
 */
export function dispositionFor(contentType: string): "inline" | "attachment" {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  return inlineTypes.has(type) ? "inline" : "attachment";
}

/**
 * A safe display name for an uploaded file: no folders, control characters or surrounding
 * spaces, at most 200 characters (keeping the extension), never empty.
 */
export function cleanFileName(raw: string | undefined, fallback = "file"): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/\p{Cc}/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!cleaned || cleaned === "." || cleaned === "..") return fallback;
  if (cleaned.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 12 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, 200 - extension.length) + extension;
}
