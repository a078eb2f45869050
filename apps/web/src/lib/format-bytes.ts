const units = ["KB", "MB", "GB"];

/**
 * A file size for people, in the units the upload limits use (1 KB = 1,024 bytes, so a file at
 * the 50 MB limit reads "50 MB" everywhere): "840 B", "12 KB", "3.4 MB".
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
