import { useCallback, useRef, useState } from "react";

export type DownloadProgress = { loaded: number; total: number | undefined };

/**
 * Runs one download at a time and reports its progress: `start(run)` calls `run` with a progress
 * callback; `progress` is null when idle. The caller's `run` saves the file itself.
 */
export function useDownload() {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const isRunning = useRef(false);

  const start = useCallback(async (run: (onProgress: (p: DownloadProgress) => void) => Promise<void>) => {
    if (isRunning.current) return;
    isRunning.current = true;
    setProgress({ loaded: 0, total: undefined });
    try {
      await run(setProgress);
    } catch {
      // The API client has already shown the error; the button simply becomes available again.
    } finally {
      isRunning.current = false;
      setProgress(null);
    }
  }, []);

  return { start, progress, isDownloading: progress !== null };
}

/** "Downloading 42 %" or, without a known size, "Downloading 3.1 MB". */
export function progressPercent(progress: DownloadProgress): number | undefined {
  if (!progress.total) return undefined;
  return Math.min(100, Math.round((progress.loaded / progress.total) * 100));
}
