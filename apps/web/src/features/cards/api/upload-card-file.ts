import { apiClient } from "@/lib/api-client";

/** Progress of one upload, from 0 to 1 (reported at most three times a second). */
export type UploadProgress = (fraction: number) => void;

export type UploadOptions = {
  onProgress?: UploadProgress;
  signal?: AbortSignal;
  /** Extra form fields sent before the file (e.g. `folderId`). */
  fields?: Record<string, string>;
};

/**
 * Streams one file as `multipart/form-data` to a card file endpoint, reporting progress. Size (413)
 * and type (415) refusals are left to the caller, which shows them beside the file.
 */
export async function uploadCardFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  form.append("file", file, file.name);
  const { data } = await apiClient.post<T>(path, form, {
    signal: options.signal,
    quietStatuses: [400, 413, 415],
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (total > 0) options.onProgress?.(Math.min(1, event.loaded / total));
    },
  });
  return data;
}
