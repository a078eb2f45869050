import type { CardAttachment } from "@keen/contracts";
import type { AxiosProgressEvent } from "axios";
import { apiClient } from "@/lib/api-client";

export type DownloadProgressHandler = (progress: { loaded: number; total: number | undefined }) => void;

/** Adapts axios progress events (throttled to 3 a second by the client) to `{ loaded, total }`. */
export function toProgressHandler(onProgress?: DownloadProgressHandler) {
  return onProgress
    ? (event: AxiosProgressEvent) => onProgress({ loaded: event.loaded, total: event.total || undefined })
    : undefined;
}

/**
 * Downloads one attachment's bytes through its signed `url` (the API counts the download),
 * reporting progress. The caller saves the blob.
 */
export async function downloadAttachment(attachment: CardAttachment, onProgress?: DownloadProgressHandler) {
  const { data } = await apiClient.get<Blob>(attachment.url, {
    responseType: "blob",
    headers: { Accept: "*/*" },
    onDownloadProgress: toProgressHandler(onProgress),
  });
  return data;
}
