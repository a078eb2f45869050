import { useState } from "react";
import type { OnDemand } from "@/lib/on-demand";

/**
 * For a control whose heavy part (a menu or popover with its positioning, focus and scroll-lock code)
 * loads on first use instead of with every page (issue 12). Until then the page shows a plain button
 * that looks the same, spread with `triggerProps`: pointing at it or focusing it downloads the part,
 * pressing it swaps the part in, open (`isOpenAsked`). The swap waits for the press so that a press
 * is never split between the plain button and the part's own trigger. A control mounted after the
 * part is in renders the part at once, closed.
 */
export function useLoadOnUse<T>(part: OnDemand<T>) {
  const [wasLoadedAtMount] = useState(() => part.loaded() !== undefined);
  const [isOpenAsked, setIsOpenAsked] = useState(false);
  const preload = () => void part.load().catch(() => {});
  const triggerProps = {
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () =>
      void part.load().then(
        () => setIsOpenAsked(true),
        () => {},
      ),
  };
  const loaded = wasLoadedAtMount || isOpenAsked ? part.loaded() : undefined;
  return { loaded, isOpenAsked, triggerProps };
}
