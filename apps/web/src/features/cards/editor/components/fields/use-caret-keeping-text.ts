import { spliceOf } from "@keen/card-doc/text-diff";
import { useLayoutEffect, useRef, useState } from "react";
import { mapIndexThroughSplice, rebaseText } from "../../lib/text-rebase";

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Binds a text input to a draft text co-editors may change while the person types. The browser
 * keeps the input's text (so the caret and selection stay the person's); text arriving from
 * elsewhere is written in with the selection moved by the same splice, so the caret stays among
 * the words it was in. A keystroke made on text that changed since it was shown is replayed on
 * the latest text (`read`), so neither person's letters are lost. Spread `bind` on the input and
 * pass what it typed through `toValue` before saving it.
 */
export function useCaretKeepingText<E extends TextControl>(value: string, read: () => string) {
  const ref = useRef<E>(null);
  const [initial] = useState(value);
  // The text the input's content is based on (what was last shown, or last typed).
  const shown = useRef(value);

  useLayoutEffect(() => {
    const input = ref.current;
    if (input && input.value !== value) {
      const splice = spliceOf(input.value, value);
      const { selectionStart, selectionEnd, selectionDirection } = input;
      input.value = value;
      if (document.activeElement === input && selectionStart !== null && selectionEnd !== null) {
        input.setSelectionRange(
          mapIndexThroughSplice(selectionStart, splice),
          mapIndexThroughSplice(selectionEnd, splice),
          selectionDirection ?? undefined,
        );
      }
    }
    shown.current = value;
  }, [value]);

  /** The value to save for what the person typed. */
  function toValue(typed: string): string {
    const next = rebaseText(shown.current, typed, read());
    shown.current = typed;
    return next;
  }

  return { bind: { ref, defaultValue: initial }, toValue };
}
