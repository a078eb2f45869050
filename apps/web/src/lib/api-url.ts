import { getEnv } from "./env";

/**
 * An absolute address for a path the API gives relative to its base (`/Institution/{id}/Logo?v=…`),
 * for `<img src>` and links; absolute addresses are returned as they are.
 */
export function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = getEnv().VITE_API_URL.replace(/\/+$/, "");
  return `${base}${path.startsWith("/") ? "" : "/"}${path}`;
}
