import type { CardDetail, FieldUnit } from "@keen/contracts";
import type { DraftSnapshot } from "./draft-state";
import type { LocalDraft } from "./local-draft";

/**
 * What the editor's components use of a card's draft, whichever way it is kept: autosaved over
 * REST (`DraftStore`) or co-edited in a live document (`LiveDraftStore`).
 */
export interface EditorDraftStore {
  readonly cardId: string;
  /** For `useSyncExternalStore`: called after every change of the snapshot. */
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => DraftSnapshot;
  /** Replaces one unit's value (a keystroke, a toggle); it is saved without further ado. */
  edit(unit: FieldUnit, value: unknown): void;
  /** The current value of a unit (for components that edit part of one, like a folder). */
  valueOf(unit: FieldUnit): unknown;
  /** Resolves true once the server has every change made so far (before publish or preview). */
  saveNow(): Promise<boolean>;
  /** (Re)starts after mounting; `dispose` stops (React may mount, unmount and mount again). */
  start(): void;
  dispose(): void;
  /** Applies changes kept on this device (REST only: a live document keeps them itself). */
  restore(draft: LocalDraft): void;
  /** Starts over from a card answer after the draft's changes were discarded. */
  reset(card: CardDetail): void;
  /** Settles a save conflict (REST only: live co-editing has none). */
  resolveConflict(choice: "mine" | "theirs"): void;
  /** The network is back: try again at once. */
  retryNow(): void;
}
