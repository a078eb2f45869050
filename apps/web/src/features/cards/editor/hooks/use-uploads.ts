import { useCallback, useRef, useState } from "react";
import type { UploadOptions } from "@/features/cards/api/upload-card-file";
import { isApiError } from "@/lib/api-client";
import { getEnv } from "@/lib/env";
import { useBeforeUnload } from "./use-before-unload";

export type UploadItem = {
  key: string;
  file: File;
  progress: number;
  status: "uploading" | "error";
  error?: string;
};

type UploadFn<T> = (file: File, options: UploadOptions) => Promise<T>;

function messageOf(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 413) return error.message || "This file is larger than uploads allow.";
    if (error.status === 415) return error.message || "Files of this type can't be uploaded.";
    if (error.status === undefined) return "The connection dropped. Try again when you're back online.";
    return error.message;
  }
  return "The upload failed. Try again.";
}

/**
 * Several uploads at once, each with its own progress (throttled by the API client) and cancel.
 * Finished uploads leave the list (the caller shows the file); failed ones stay with the reason.
 * Files over the size limit are refused before a byte is sent.
 */
export function useUploads<T>(upload: UploadFn<T>, onUploaded: (result: T, file: File) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (files: File[]) => {
      const maxBytes = getEnv().VITE_MAX_FILE_SIZE_MB * 1024 * 1024;
      for (const file of files) {
        const key = `${file.name}-${file.size}-${crypto.randomUUID()}`;
        if (file.size > maxBytes) {
          const error = `This file is larger than ${getEnv().VITE_MAX_FILE_SIZE_MB} MB, the most an upload may be.`;
          setItems((list) => [...list, { key, file, progress: 0, status: "error", error }]);
          continue;
        }
        const controller = new AbortController();
        controllers.current.set(key, controller);
        setItems((list) => [...list, { key, file, progress: 0, status: "uploading" }]);
        upload(file, { signal: controller.signal, onProgress: (progress) => patch(key, { progress }) })
          .then((result) => {
            setItems((list) => list.filter((item) => item.key !== key));
            onUploaded(result, file);
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            patch(key, { status: "error", error: messageOf(error) });
          })
          .finally(() => controllers.current.delete(key));
      }
    },
    [upload, onUploaded, patch],
  );

  // Closing the tab would cut an upload off halfway.
  useBeforeUnload(items.some((item) => item.status === "uploading"));

  const cancel = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);

  return { items, start, cancel };
}
