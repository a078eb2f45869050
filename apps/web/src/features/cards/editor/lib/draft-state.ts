import type { CardContent, CardFieldConflict } from "@keen/contracts";
import { changedUnits, type FieldUnit, unitOfPath } from "@keen/contracts";

/** Everything the editor knows about the draft's saving, as one immutable snapshot. */
export type DraftSnapshot = {
  /** The server's content at `revision`, as far as this tab knows. */
  saved: CardContent;
  /** What the person sees and edits. */
  local: CardContent;
  /** `baseRevision` of the next save. */
  revision: number;
  /** A lower base for the next save only: changes restored from this device were made against it. */
  pendingBase: number | null;
  inFlight: { units: FieldUnit[]; sent: CardContent } | null;
  isOffline: boolean;
  /** A failure other than offline/conflict/validation; `isPermanent` stops automatic retries. */
  failure: { message: string; isPermanent: boolean } | null;
  conflict: { fields: CardFieldConflict[]; draftRevision: number } | null;
  /** Validation messages by field path (`title`, `attributes.tags.2`). */
  errors: Record<string, string>;
  /** Invalid units, not sent until the person edits them again. */
  held: FieldUnit[];
  lastSavedAt: Date | null;
  /** Co-editing a live document: saving is the collab server's, offline edits merge on reconnect. */
  isLive: boolean;
};

/** What the header says about saving. */
export type SaveStatus = "saved" | "pending" | "saving" | "offline" | "conflict" | "invalid" | "failed";

/** Units that differ from the server's content. */
export function dirtyUnits(state: DraftSnapshot): FieldUnit[] {
  return changedUnits(state.saved, state.local);
}

/** Dirty units that may be sent now (not held for being invalid). */
export function sendableUnits(state: DraftSnapshot): FieldUnit[] {
  return dirtyUnits(state).filter((unit) => !state.held.includes(unit));
}

/** The header's saving state. */
export function saveStatusOf(state: DraftSnapshot): SaveStatus {
  if (state.conflict) return "conflict";
  // Live, a permanent failure (editing rights revoked) outranks everything: nothing more saves.
  if (state.isLive && state.failure?.isPermanent) return "failed";
  if (state.inFlight) return "saving";
  // Live, being offline matters even with nothing pending: co-editors' changes stop arriving.
  if (state.isLive && state.isOffline) return "offline";
  const sendable = sendableUnits(state);
  if (state.isOffline && (sendable.length || state.held.length)) return "offline";
  if (state.failure && sendable.length) return "failed";
  if (sendable.length) return "pending";
  if (state.held.length) return "invalid";
  return "saved";
}

/** True while something typed is not yet on the server (the tab must not close silently). */
export function hasUnsavedChanges(state: DraftSnapshot): boolean {
  return state.inFlight !== null || dirtyUnits(state).length > 0;
}

/** The first validation message on a unit (its own path or any path inside it). */
export function errorOfUnit(state: DraftSnapshot, unit: FieldUnit): string | undefined {
  for (const [path, message] of Object.entries(state.errors)) if (unitOfPath(path) === unit) return message;
  return undefined;
}

/** The starting snapshot for a card's content at a revision. */
export function initialSnapshot(content: CardContent, revision: number): DraftSnapshot {
  return {
    saved: content,
    local: content,
    revision,
    pendingBase: null,
    inFlight: null,
    isOffline: false,
    failure: null,
    conflict: null,
    errors: {},
    held: [],
    lastSavedAt: null,
    isLive: false,
  };
}
