import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "@/lib/notifications";
import { type DragIntent, dragHandleAttribute } from "./row-binding";

/** Continues a first drag gesture on the handle dnd-kit now wires: its key, or its still-held press. */
function replayIntent(intent: DragIntent, isReleased: boolean) {
  const handle = document.querySelector<HTMLElement>(
    `[${dragHandleAttribute}="${CSS.escape(intent.handle)}"]`,
  );
  if (!handle) return;
  if (intent.kind === "key") {
    handle.focus();
    handle.dispatchEvent(
      new KeyboardEvent("keydown", { code: intent.code, key: intent.key, bubbles: true, cancelable: true }),
    );
    return;
  }
  if (isReleased) return;
  handle.dispatchEvent(
    new PointerEvent("pointerdown", {
      clientX: intent.x,
      clientY: intent.y,
      pointerId: intent.pointerId,
      pointerType: intent.pointerType,
      isPrimary: true,
      button: 0,
      buttons: 1,
      bubbles: true,
      cancelable: true,
    }),
  );
}

/**
 * Drag and drop for a sortable list, loaded on the first drag gesture: answers the loaded module
 * (undefined until then), `preloadDrag` (a pointer over a handle, or focus on one, starts the
 * download) and `requestDrag` for the plain handles. The list renders its rows under the module
 * once it is in, keyed by mode, and the gesture that asked for it goes on: a key pressed on a
 * handle is pressed again there, a press still held is handed to dnd-kit. When the module is in
 * already, the switch happens within the press itself (a discrete event renders at once).
 */
export function useDndOnDemand<M>(source: { load: () => Promise<M>; loaded: () => M | undefined }) {
  const [module, setModule] = useState<M | undefined>(source.loaded);
  const intent = useRef<{ value: DragIntent; isReleased: boolean } | null>(null);

  const requestDrag = useCallback(
    (value: DragIntent) => {
      const pending = { value, isReleased: false };
      intent.current = pending;
      if (value.kind === "pointer") {
        const handleUp = (event: PointerEvent) => {
          if (event.pointerId !== value.pointerId) return;
          pending.isReleased = true;
          window.removeEventListener("pointerup", handleUp);
          window.removeEventListener("pointercancel", handleUp);
        };
        window.addEventListener("pointerup", handleUp);
        window.addEventListener("pointercancel", handleUp);
      }
      const ready = source.loaded();
      if (ready) {
        setModule(() => ready);
        return;
      }
      source.load().then(
        (loaded) => setModule(() => loaded),
        () => {
          intent.current = null;
          notify({
            type: "error",
            title: "Dragging is not available",
            message: "Use the Move buttons, or reload the page to drag.",
          });
        },
      );
    },
    [source],
  );

  useEffect(() => {
    const pending = intent.current;
    if (!module || !pending) return;
    intent.current = null;
    replayIntent(pending.value, pending.isReleased);
  }, [module]);

  const preloadDrag = useCallback(() => void source.load().catch(() => undefined), [source]);

  return { module, requestDrag, preloadDrag };
}
