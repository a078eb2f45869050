import type { AxiosProgressEvent } from "axios";

/** Spec §9: upload/download progress is reported at most 3 times per second. */
export const PROGRESS_EVENTS_PER_SECOND = 3;

/**
 * Wraps a progress callback so it fires at most `perSecond` times a second. The first event and
 * the final one (everything transferred) always get through, so a bar never stalls short of 100 %.
 */
export function throttleProgress(
  callback: (event: AxiosProgressEvent) => void,
  perSecond = PROGRESS_EVENTS_PER_SECOND,
  now: () => number = Date.now,
): (event: AxiosProgressEvent) => void {
  const interval = 1000 / perSecond;
  let last = Number.NEGATIVE_INFINITY;
  return (event) => {
    const isComplete = event.total !== undefined && event.loaded >= event.total;
    const time = now();
    if (!isComplete && time - last < interval) return;
    last = time;
    callback(event);
  };
}
