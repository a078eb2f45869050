import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from "@keen/contracts";

/** "1.4 MB", "820 KB" */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Why a chosen file cannot be a profile picture, or undefined when it can (the same rules as the
 * server; it also checks the content, not just the name).
 */
export function pictureFileProblem(file: File): string | undefined {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) {
    return "Choose a JPEG, PNG or WebP image.";
  }
  if (file.size > PROFILE_PICTURE_MAX_BYTES) {
    return `This image is ${formatFileSize(file.size)}; the limit is ${formatFileSize(PROFILE_PICTURE_MAX_BYTES)}.`;
  }
  return undefined;
}
