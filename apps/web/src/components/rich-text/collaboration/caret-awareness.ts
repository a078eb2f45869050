import type { Awareness } from "y-protocols/awareness";

/** The part of an awareness the caret plugin uses. */
export type CaretAwareness = Pick<
  Awareness,
  "getStates" | "getLocalState" | "setLocalStateField" | "on" | "off"
>;

/**
 * A view of the shared awareness in which one field's caret (`caret:description`) reads and
 * writes as `cursor`. Three editors share one awareness, so each keeps its caret in a field of
 * its own; y-tiptap's cursor plugin takes a field name for writing, but reads remote carets and
 * clears its own from `cursor` only, so it is given this view instead.
 */
export function caretAwarenessOf(awareness: Awareness, field: string): CaretAwareness {
  const withCaret = (state: Record<string, unknown>) => ({ ...state, cursor: state[field] ?? null });
  return {
    getStates: () => {
      const states = new Map<number, Record<string, unknown>>();
      for (const [clientId, state] of awareness.getStates()) states.set(clientId, withCaret(state));
      return states;
    },
    getLocalState: () => {
      const state = awareness.getLocalState();
      return state ? withCaret(state) : null;
    },
    setLocalStateField: (key, value) => awareness.setLocalStateField(key === "cursor" ? field : key, value),
    on: (name, listener) => awareness.on(name, listener),
    off: (name, listener) => awareness.off(name, listener),
  };
}
