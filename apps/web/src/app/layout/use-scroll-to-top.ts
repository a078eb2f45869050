import { useEffect } from "react";
import { useLocation } from "react-router";

/** Whether the visitor asked the system for reduced motion. */
function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * Scrolls to the top after each navigation to a new path (spec §2), smoothly unless reduced motion is
 * preferred. Query-only changes (search filters) and in-page #anchors keep the scroll position.
 */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on each new path.
  useEffect(() => {
    if (hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [pathname]);
}
