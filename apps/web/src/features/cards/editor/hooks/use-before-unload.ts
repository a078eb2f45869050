import { useEffect } from "react";

/** Asks the browser to warn before the tab closes or reloads while `isBlocking` is true. */
export function useBeforeUnload(isBlocking: boolean) {
  useEffect(() => {
    if (!isBlocking) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", handleBeforeUnload);
    return () => window.removeEventListener("beforeunload", handleBeforeUnload);
  }, [isBlocking]);
}
