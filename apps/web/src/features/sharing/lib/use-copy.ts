import { useEffect, useRef, useState } from "react";
import { notify } from "@/lib/notifications";
import { copyText } from "./copy-text";

const COPIED_FOR_MS = 2000;

/**
 * Copies text and says "Copied" for two seconds (`isCopied`); when the browser refuses, an error
 * toast asks the reader to copy by hand. Resolves whether it was copied.
 */
export function useCopy() {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy(text: string): Promise<boolean> {
    const isDone = await copyText(text);
    if (!isDone) {
      notify({ type: "error", title: "Could not copy", message: "Select the text and copy it yourself." });
      return false;
    }
    setIsCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIsCopied(false), COPIED_FOR_MS);
    return true;
  }

  return { isCopied, copy };
}
