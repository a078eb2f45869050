import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSyncExternalStore } from "react";
import { describe, expect, it } from "vitest";
import { useCaretKeepingText } from "./use-caret-keeping-text";

/** A draft text others change too: `set` shows a change, `arrive` takes one in before it is shown. */
function sharedText(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next: string) => {
      value = next;
      for (const listener of listeners) listener();
    },
    arrive: (next: string) => {
      value = next;
    },
  };
}

function Title({ text }: { text: ReturnType<typeof sharedText> }) {
  const value = useSyncExternalStore(text.subscribe, text.get);
  const { bind, toValue } = useCaretKeepingText<HTMLInputElement>(value, text.get);
  return <input aria-label="Title" {...bind} onChange={(event) => text.set(toValue(event.target.value))} />;
}

describe("useCaretKeepingText", () => {
  it("keeps the caret among the same words when someone else's text arrives before it", async () => {
    const text = sharedText("Bridge lab");
    render(<Title text={text} />);
    const input = screen.getByLabelText<HTMLInputElement>("Title");
    input.focus();
    input.setSelectionRange(6, 6);

    act(() => text.set("Big Bridge lab"));
    expect(input).toHaveValue("Big Bridge lab");
    expect([input.selectionStart, input.selectionEnd]).toEqual([10, 10]);

    act(() => text.set("Big Bridge lab (week 3)"));
    expect([input.selectionStart, input.selectionEnd]).toEqual([10, 10]);
  });

  it("keeps a selection over the same letters", () => {
    const text = sharedText("Bridge lab");
    render(<Title text={text} />);
    const input = screen.getByLabelText<HTMLInputElement>("Title");
    input.focus();
    input.setSelectionRange(7, 10);
    act(() => text.set("A Bridge lab"));
    expect(input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0)).toBe("lab");
  });

  it("keeps what both typed when a keystroke lands on text that changed since it was shown", async () => {
    const text = sharedText("Bridge lab");
    render(<Title text={text} />);
    const input = screen.getByLabelText<HTMLInputElement>("Title");
    const user = userEvent.setup();
    await user.click(input);
    text.arrive("Big Bridge lab");
    await user.type(input, "s", { initialSelectionStart: 10, initialSelectionEnd: 10 });
    expect(text.get()).toBe("Big Bridge labs");
    expect(input).toHaveValue("Big Bridge labs");
  });

  it("writes text that arrives while the field is not focused, without taking focus", () => {
    const text = sharedText("Bridge lab");
    render(<Title text={text} />);
    act(() => text.set("Truss lab"));
    expect(screen.getByLabelText("Title")).toHaveValue("Truss lab");
    expect(screen.getByLabelText("Title")).not.toHaveFocus();
  });
});
