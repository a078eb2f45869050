import { describe, expect, it, vi } from "vitest";
import { listenForPreloadErrors, PRELOAD_ERROR_EVENT } from "./preload-error";

function firePreloadError(payload: unknown) {
  const event = Object.assign(new Event("vite:preloadError", { cancelable: true }), { payload });
  window.dispatchEvent(event);
  return event;
}

describe("listenForPreloadErrors", () => {
  it("fires preload-error with the error and leaves Vite to rethrow it", () => {
    const stop = listenForPreloadErrors(window);
    const onPreloadError = vi.fn((event: Event) => (event as CustomEvent).detail);
    window.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
    const failure = new TypeError("Failed to fetch dynamically imported module");

    const event = firePreloadError(failure);

    expect(onPreloadError).toHaveBeenCalledOnce();
    expect(onPreloadError).toHaveReturnedWith(failure);
    // Not prevented: Vite rethrows the error into the lazy import, so the route error screen shows.
    expect(event.defaultPrevented).toBe(false);

    stop();
    firePreloadError(failure);
    expect(onPreloadError).toHaveBeenCalledOnce();
    window.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
  });
});
