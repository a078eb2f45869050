import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from "@keen/contracts";
import { formatBytes } from "@/lib/format-bytes";

/**
 * Why a chosen file cannot be a profile picture, or undefined when it can (the same rules as the
 * server; it also checks the content, not just the name).
 */
export function pictureFileProblem(file: File): string | undefined {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) {
    return "Choose a JPEG, PNG or WebP image.";
  }
  if (file.size > PROFILE_PICTURE_MAX_BYTES) {
    return `This image is ${formatBytes(file.size)}; the limit is ${formatBytes(PROFILE_PICTURE_MAX_BYTES)}.`;
  }
  return undefined;
}
