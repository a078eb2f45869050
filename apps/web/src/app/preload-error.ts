/** Event the app fires when a lazily loaded module fails to download (spec §8). */
export const PRELOAD_ERROR_EVENT = "preload-error";

type VitePreloadErrorEvent = Event & { payload?: unknown };

/**
 * Listens for Vite's `vite:preloadError` (a lazy chunk failed to load, typically after a deploy) and
 * fires `preload-error` with the error as `detail`. The default is not prevented, so Vite rethrows the
 * error into the route's lazy import and the route error screen shows. Returns a function that stops listening.
 */
export function listenForPreloadErrors(target: Window = window): () => void {
  function handlePreloadError(event: Event) {
    const error = (event as VitePreloadErrorEvent).payload;
    target.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: error }));
  }
  target.addEventListener("vite:preloadError", handlePreloadError);
  return () => target.removeEventListener("vite:preloadError", handlePreloadError);
}
