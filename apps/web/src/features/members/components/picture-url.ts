import type { ProfilePictureSize } from "@keen/contracts";
import { getEnv } from "@/lib/env";

/**
 * The address of a member's picture at a given size. The API gives `pictureUrl` relative to its
 * base (`/User/{id}/ProfilePicture?size=256&v=…`); the `v` part changes with every new picture.
 */
export function profilePictureSrc(pictureUrl: string, size: ProfilePictureSize = 256): string {
  const base = getEnv().VITE_API_URL.replace(/\/+$/, "");
  const url = new URL(pictureUrl.startsWith("/") ? `${base}${pictureUrl}` : pictureUrl, `${base}/`);
  url.searchParams.set("size", String(size));
  return url.toString();
}
