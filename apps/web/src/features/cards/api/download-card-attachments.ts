import type { CardVersionKind } from "@keen/contracts";
import { apiClient } from "@/lib/api-client";
import { type DownloadProgressHandler, toProgressHandler } from "./download-attachment";

/**
 * Downloads a zip of a card's attachments (`GET /Card/{cardId}/Attachments/BulkDownload`): the
 * chosen `ids`, or all of them. The server streams the zip, so the size is usually unknown and
 * progress reports bytes received. Returns the blob and the server's file name when it exposes one.
 */
export async function downloadCardAttachments(
  id: string,
  options: { scope?: CardVersionKind; ids?: string[]; onProgress?: DownloadProgressHandler } = {},
) {
  const response = await apiClient.get<Blob>(`/Card/${encodeURIComponent(id)}/Attachments/BulkDownload`, {
    params: {
      cardType: options.scope ?? "published",
      ids: options.ids?.length ? options.ids.join(",") : undefined,
    },
    responseType: "blob",
    headers: { Accept: "application/zip" },
    onDownloadProgress: toProgressHandler(options.onProgress),
  });
  const disposition = response.headers["content-disposition"];
  return { blob: response.data, disposition: typeof disposition === "string" ? disposition : undefined };
}
