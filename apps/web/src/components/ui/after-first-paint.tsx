import { type ReactNode, useDeferredValue } from "react";

/**
 * Draws `children` in a render of their own right after the one that mounts this: the first
 * render leaves them out, then React renders them in the background (in slices that hand the main
 * thread back) and commits them in a later task. For what is below the fold when a large page
 * first appears (the card page's feedback, discussion and side panels), so the page's first commit
 * is not one long task (issue 12, total blocking time). Nothing above it moves when they arrive.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const isReady = useDeferredValue(true, false);
  return isReady ? children : null;
}
