import {
  applyPatch,
  buildPatch,
  type CardDetail,
  type CardUpdateInput,
  type FieldUnit,
  getUnit,
  setUnit,
  unitOfPath,
} from "@keen/contracts";
import { contentOf } from "./card-content";
import { contentChecks } from "./content-checks";
import { type DraftSnapshot, initialSnapshot, sendableUnits } from "./draft-state";
import type { EditorDraftStore } from "./editor-draft-store";
import type { LocalDraft } from "./local-draft";
import { mergeSaved } from "./merge-saved";
import { type SaveOutcome, toSaveOutcome } from "./save-outcome";
import { SnapshotStore } from "./snapshot-store";

export type DraftStoreOptions = {
  card: CardDetail;
  saveDraft: (input: CardUpdateInput) => Promise<CardDetail | undefined>;
  /** Quiet time after the last change before saving (about 1.5 s). */
  delayMs?: number;
  /** Longest a change waits while the person keeps typing. */
  maxWaitMs?: number;
  onSaved?: (units: FieldUnit[], card: CardDetail | undefined) => void;
};

const retryDelays = [3000, 10_000, 30_000];

/**
 * The draft of one card being edited: the person's content, what the server has, and the
 * debounced autosave that sends only the changed units with the revision they were based on.
 * Conflicts pause saving until the person chooses; invalid units are held back (the rest still
 * save); offline and server failures retry with back-off.
 */
export class DraftStore extends SnapshotStore<DraftSnapshot> implements EditorDraftStore {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private firstPendingAt: number | undefined;
  private retries = 0;
  private running: Promise<void> | undefined;
  private disposed = false;
  readonly cardId: string;

  constructor(private options: DraftStoreOptions) {
    super(initialSnapshot(contentOf(options.card), options.card.draftRevision));
    this.cardId = options.card.id;
  }

  /** Replaces one unit's value (a keystroke, a toggle) and schedules a save. */
  edit(unit: FieldUnit, value: unknown) {
    const errors = Object.fromEntries(
      Object.entries(this.state.errors).filter(([p]) => unitOfPath(p) !== unit),
    );
    this.set({
      local: setUnit(this.state.local, unit, value),
      errors,
      held: this.state.held.filter((u) => u !== unit),
      failure: this.state.failure?.isPermanent ? null : this.state.failure,
    });
    this.schedule();
  }

  /** Applies changes kept on this device; their first save is checked against their own revision. */
  restore(draft: LocalDraft) {
    this.set({
      local: applyPatch(this.state.local, draft.changes),
      pendingBase: Math.min(draft.baseRevision, this.state.revision),
    });
    this.schedule();
  }

  /** Starts over from a card answer (after discarding the draft's changes). */
  reset(card: CardDetail) {
    clearTimeout(this.timer);
    this.state = initialSnapshot(contentOf(card), card.draftRevision);
    this.set({});
  }

  /** Resolves a conflict: send mine over theirs, or take theirs for the clashing fields. */
  resolveConflict(choice: "mine" | "theirs") {
    const conflict = this.state.conflict;
    if (!conflict) return;
    let { saved, local } = this.state;
    for (const field of conflict.fields) {
      const unit = unitOfPath(field.field);
      if (!unit) continue;
      saved = setUnit(saved, unit, field.currentValue);
      if (choice === "theirs") local = setUnit(local, unit, field.currentValue);
    }
    this.set({ saved, local, conflict: null, revision: conflict.draftRevision, pendingBase: null });
    if (choice === "mine") void this.saveNow();
    else this.schedule();
  }

  /** Network is back: try again at once. */
  retryNow() {
    this.retries = 0;
    if (this.state.isOffline || this.state.failure) this.set({ failure: null });
    void this.run();
  }

  /**
   * Saves everything pending now (before publish or preview). Resolves true when the server has
   * every change; false when something is held back (conflict, invalid field, offline).
   */
  async saveNow(): Promise<boolean> {
    clearTimeout(this.timer);
    if (this.running) await this.running;
    if (sendableUnits(this.state).length && !this.state.conflict) await this.run();
    return !this.state.conflict && !this.state.held.length && sendableUnits(this.state).length === 0;
  }

  /** (Re)starts timers after mounting (React may mount, unmount and mount again in development). */
  start() {
    this.disposed = false;
    this.schedule();
  }

  /** Stops timers; changes still pending are sent one last time (leaving the page in the app). */
  dispose() {
    clearTimeout(this.timer);
    if (!this.disposed && !this.state.conflict && sendableUnits(this.state).length) void this.run();
    this.disposed = true;
  }

  private schedule() {
    clearTimeout(this.timer);
    if (this.disposed || this.running || this.state.conflict || this.state.failure?.isPermanent) return;
    if (!sendableUnits(this.state).length) {
      this.firstPendingAt = undefined;
      return;
    }
    let wait = this.options.delayMs ?? 1500;
    if (this.state.isOffline || this.state.failure) {
      wait = retryDelays[Math.min(this.retries, retryDelays.length - 1)]!;
    } else {
      const now = Date.now();
      this.firstPendingAt ??= now;
      wait = Math.min(wait, Math.max(0, this.firstPendingAt + (this.options.maxWaitMs ?? 10_000) - now));
    }
    this.timer = setTimeout(() => void this.run(), wait);
  }

  private run(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.save().finally(() => {
      this.running = undefined;
      this.schedule();
    });
    return this.running;
  }

  private async save() {
    clearTimeout(this.timer);
    if (this.state.conflict) return;
    let units = sendableUnits(this.state);
    const sent = this.state.local;
    const { CardContentPatchSchema } = await contentChecks.load();
    const parsed = CardContentPatchSchema.safeParse(buildPatch(sent, units));
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ field: i.path.join("."), message: i.message }));
      this.holdInvalid(issues);
      units = sendableUnits(this.state);
    }
    if (!units.length) return;
    this.firstPendingAt = undefined;
    this.set({ inFlight: { units, sent } });
    const baseRevision = Math.min(this.state.pendingBase ?? Number.POSITIVE_INFINITY, this.state.revision);
    let outcome: SaveOutcome;
    try {
      const card = await this.options.saveDraft({ baseRevision, changes: buildPatch(sent, units) });
      outcome = { kind: "saved", card };
    } catch (error) {
      outcome = await toSaveOutcome(error);
    }
    if (this.disposed) return;
    this.settle(outcome, units, sent, baseRevision);
  }

  private settle(outcome: SaveOutcome, units: FieldUnit[], sent: DraftSnapshot["local"], base: number) {
    const done = { inFlight: null, isOffline: false, failure: null };
    if (outcome.kind === "saved") {
      this.retries = 0;
      const card = outcome.card;
      const merged = mergeSaved({
        sent,
        sentUnits: units,
        server: card ? contentOf(card) : undefined,
        serverRevision: card?.draftRevision ?? base + 1,
        saved: this.state.saved,
        local: this.state.local,
      });
      const revision = card?.draftRevision ?? this.state.revision + 1;
      const conflict = merged.conflicts.length ? { fields: merged.conflicts, draftRevision: revision } : null;
      this.set({ ...done, saved: merged.saved, local: merged.local, revision, pendingBase: null, conflict });
      this.set({ lastSavedAt: new Date() });
      this.options.onSaved?.(units, card);
    } else if (outcome.kind === "conflict") {
      this.set({ ...done, conflict: { fields: outcome.fields, draftRevision: outcome.draftRevision } });
    } else if (outcome.kind === "invalid") {
      this.set(done);
      if (!this.holdInvalid(outcome.issues))
        this.set({ failure: { message: outcome.message, isPermanent: true } });
    } else if (outcome.kind === "offline") {
      this.retries++;
      this.set({ ...done, isOffline: true });
    } else {
      this.retries++;
      this.set({ ...done, failure: { message: outcome.message, isPermanent: outcome.isPermanent } });
    }
  }

  /** Records validation messages and holds their units back; false when none named a unit. */
  private holdInvalid(issues: { field: string; message: string }[]): boolean {
    const errors = { ...this.state.errors };
    const held = new Set(this.state.held);
    let found = false;
    for (const issue of issues) {
      const path = issue.field.replace(/^changes\./, "");
      const unit = unitOfPath(path);
      if (!unit) continue;
      errors[path] = issue.message;
      held.add(unit);
      found = true;
    }
    this.set({ errors, held: [...held] });
    return found;
  }

  /** The current value of a unit (for components that edit part of one, like a folder). */
  override valueOf(unit: FieldUnit): unknown {
    return getUnit(this.state.local, unit);
  }
}
