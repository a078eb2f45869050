import { type ReactNode, useState } from "react";
import type { OnDemand } from "@/lib/on-demand";

/** What the plain look-alike button spreads: it preloads the part and asks for it open when pressed. */
export type LoadOnUseTriggerProps = {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
  "aria-haspopup"?: "menu" | "dialog";
  "aria-expanded": false;
};

/**
 * For a control whose heavy part (a menu or popover with its positioning, focus and scroll-lock code)
 * loads on first use instead of with every page (issue 12). Until then the page shows `placeholder`,
 * a plain button that looks the same, spread with the trigger props: pointing at it or focusing it
 * downloads the part, pressing it swaps the part in, open (`openAsked`). The swap waits for the press
 * so that a press is never split between the plain button and the part's own trigger. A control
 * mounted after the part is in renders the part at once, closed.
 */
export function LoadOnUse<T>({
  part,
  popup,
  placeholder,
  children,
}: {
  part: OnDemand<T>;
  /** What the part opens, for the look-alike's `aria-haspopup`. */
  popup?: "menu" | "dialog";
  placeholder: (trigger: LoadOnUseTriggerProps) => ReactNode;
  children: (loaded: T, openAsked: boolean) => ReactNode;
}) {
  const [wasLoadedAtMount] = useState(() => part.loaded() !== undefined);
  const [openAsked, setOpenAsked] = useState(false);
  const loaded = wasLoadedAtMount || openAsked ? part.loaded() : undefined;
  if (loaded !== undefined) return children(loaded, openAsked);
  const preload = () => void part.load().catch(() => {});
  return placeholder({
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () =>
      void part.load().then(
        () => setOpenAsked(true),
        () => {},
      ),
    ...(popup ? { "aria-haspopup": popup } : {}),
    "aria-expanded": false,
  });
}
