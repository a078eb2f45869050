import type { Awareness } from "y-protocols/awareness";

/** How long a co-editor's caret may rest before their name label fades (the caret bar stays). */
export const CARET_IDLE_MS = 3000;

/** The class a resting co-editor's caret carries (`rich-text.css` fades its label). */
export const IDLE_CARET_CLASS = "is-idle";

/** When each co-editor's caret in one field last moved, applied to the carets drawn for them. */
export type CaretActivity = {
  /** True when this co-editor's caret has not moved for `CARET_IDLE_MS`. */
  isIdle(clientId: number): boolean;
  /** A caret just drawn for a co-editor: it fades when they rest and shows again when they move. */
  track(clientId: number, caret: HTMLElement): void;
  destroy(): void;
};

type Entry = {
  value: string;
  isIdle: boolean;
  timer?: ReturnType<typeof setTimeout>;
  carets: Set<HTMLElement>;
};

type AwarenessChange = { added: number[]; updated: number[]; removed: number[] };

/**
 * Follows co-editors' carets in `caretField` of the shared awareness. ProseMirror keeps a caret's
 * element while it moves (the widget is keyed by client), so the fade is a class switched on the
 * elements drawn for a person rather than something decided once when an element is built.
 * Awareness renewals that change nothing do not count as activity; a caret moving does.
 */
export function trackCaretActivity(
  awareness: Awareness,
  caretField: string,
  idleMs: number = CARET_IDLE_MS,
): CaretActivity {
  const entries = new Map<number, Entry>();

  const apply = (entry: Entry) => {
    for (const caret of entry.carets) {
      if (caret.isConnected) caret.classList.toggle(IDLE_CARET_CLASS, entry.isIdle);
      else entry.carets.delete(caret);
    }
  };

  const rest = (entry: Entry) => {
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => {
      entry.isIdle = true;
      apply(entry);
    }, idleMs);
  };

  /** Notes where a co-editor's caret is; a caret seen for the first time or moved is active. */
  const see = (clientId: number): Entry | undefined => {
    if (clientId === awareness.clientID) return undefined;
    const value = JSON.stringify(awareness.getStates().get(clientId)?.[caretField] ?? null);
    const entry = entries.get(clientId);
    if (entry?.value === value) return entry;
    const moved = entry ?? { value, isIdle: false, carets: new Set<HTMLElement>() };
    moved.value = value;
    moved.isIdle = false;
    entries.set(clientId, moved);
    apply(moved);
    rest(moved);
    return moved;
  };

  const onChange = ({ added, updated, removed }: AwarenessChange) => {
    for (const clientId of [...added, ...updated]) see(clientId);
    for (const clientId of removed) {
      clearTimeout(entries.get(clientId)?.timer);
      entries.delete(clientId);
    }
  };
  awareness.on("change", onChange);

  return {
    isIdle: (clientId) => entries.get(clientId)?.isIdle ?? false,
    track(clientId, caret) {
      // Someone already here when this editor opened shows their name once, then rests.
      const entry = see(clientId);
      if (!entry) return;
      entry.carets.add(caret);
      caret.classList.toggle(IDLE_CARET_CLASS, entry.isIdle);
    },
    destroy() {
      awareness.off("change", onChange);
      for (const entry of entries.values()) clearTimeout(entry.timer);
      entries.clear();
    },
  };
}
