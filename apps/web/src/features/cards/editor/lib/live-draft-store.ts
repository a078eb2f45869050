import {
  fragmentToJson,
  isEmptyRichText,
  type ReadRichText,
  readCardValues,
  writeCardValues,
} from "@keen/card-doc/doc-values";
import { isRichTextUnit } from "@keen/card-doc/layout";
import { collabRevocations, fromBase64, isCoveredBy } from "@keen/card-doc/protocol";
import type { CollabServerMessage } from "@keen/card-doc/server-message";
import {
  type CardContent,
  changedUnits,
  type FieldUnit,
  getUnit,
  setUnit,
  unitOfPath,
} from "@keen/contracts";
import * as Y from "yjs";
import type { CollabChannel } from "./collab-session";
import { contentChecks, serverMessageChecks } from "./content-checks";
import { type DraftSnapshot, initialSnapshot } from "./draft-state";
import type { EditorDraftStore } from "./editor-draft-store";
import {
  currentIssues,
  keepUnchangedUnits,
  type ServerIssue,
  toServerIssues,
  validateUnits,
} from "./live-issues";
import { SnapshotStore } from "./snapshot-store";

/** The origin of this tab's form-field writes to the document (the rich-text editors use y-tiptap's). */
export const localEditOrigin = "card-editor";

export type LiveDraftStoreOptions = {
  cardId: string;
  /** The card's live document, synced. */
  doc: Y.Doc;
  channel: CollabChannel;
  /** `draftRevision` of the card as loaded (the server's `saved` messages carry newer ones). */
  revision: number;
  /** Longest `saveNow` waits for the server to have everything (about 10 s). */
  saveTimeoutMs?: number;
  /** Others' changes (and the rich-text editors') are read into the snapshot at most this often. */
  batchMs?: number;
  /** This person changed something for the first time. */
  onFirstEdit?: () => void;
  /** The server saved the draft; `units` are those that differed from the previous save. */
  onSaved?: (units: FieldUnit[]) => void;
};

type Waiter = { target: Map<number, number>; settle: (isSaved: boolean) => void };

/**
 * A rich-text field as the document stores it, read without ProseMirror (the editor's schema loads
 * with the first rich-text editor). Every read here uses it, so a value compares equal to itself.
 */
const readStoredRichText: ReadRichText = (doc, field) => {
  const fragment = doc.getXmlFragment(field);
  if (fragment.length === 0) return null;
  const json = fragmentToJson(fragment);
  return isEmptyRichText(json) ? null : json;
};

const readContent = (doc: Y.Doc) => readCardValues(doc, readStoredRichText);

const stateVectorOf = (doc: Y.Doc) => Y.decodeStateVector(Y.encodeStateVector(doc));

/** What the status says when the collab server stops letting this member in. */
function revocationMessage(reason: string): string {
  return reason.includes(collabRevocations.removed)
    ? "you are no longer an author or editor of this card"
    : `you can no longer edit this card (${reason})`;
}

/**
 * The draft of a card co-edited in a live document: the snapshot is read from the document,
 * edits are written into it (the provider sends them, or keeps them while offline and merges
 * them on reconnect), and the collab server saves. "Saved" means the server's last `saved`
 * state vector covers everything this tab has. Nobody's change is refused, so there are no
 * conflicts; invalid units (by the contract's rules here, or the server's `invalid` message)
 * are flagged until someone fixes them.
 */
export class LiveDraftStore extends SnapshotStore<DraftSnapshot> implements EditorDraftStore {
  readonly cardId: string;
  /** The content when the editor joined: units changed since are validated here. */
  private readonly opened: CardContent;
  /** The document's state the server has saved. */
  private persisted: Map<number, number>;
  private serverIssues: ServerIssue[] = [];
  private waiters = new Set<Waiter>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private hasEdited = false;
  private stop: (() => void) | undefined;
  /** The server's messages waiting for their checks to load, handled in order behind them. */
  private messages: Promise<unknown> = Promise.resolve();
  private queued = 0;

  constructor(private options: LiveDraftStoreOptions) {
    const opened = readContent(options.doc);
    super({
      ...initialSnapshot(opened, options.revision),
      isLive: true,
      isOffline: !options.channel.isConnected(),
    });
    this.cardId = options.cardId;
    this.opened = opened;
    // A document just synced is what the server loaded or last saved.
    this.persisted = stateVectorOf(options.doc);
  }

  /** Writes one unit into the document (text by its smallest splice) and shows it at once. */
  edit(unit: FieldUnit, value: unknown) {
    const content = setUnit(this.state.local, unit, value);
    if (isRichTextUnit(unit)) {
      // Rich text is written by its editor; a whole new value needs the schema's structural diff.
      void import("@keen/card-doc/content").then(({ writeCardContent }) => {
        writeCardContent(this.options.doc, content, [unit], localEditOrigin);
        this.refresh();
      });
      return;
    }
    writeCardValues(this.options.doc, content, [unit], localEditOrigin, () => {});
    this.refresh();
  }

  override valueOf(unit: FieldUnit): unknown {
    if (this.timer !== undefined) this.refresh();
    return getUnit(this.state.local, unit);
  }

  /**
   * Resolves true once the server has saved everything this tab has now; false when a unit is
   * invalid, when offline, or when no `saved` covering it arrives in time.
   */
  async saveNow(): Promise<boolean> {
    this.refresh();
    if (this.state.held.length) return false;
    const target = stateVectorOf(this.options.doc);
    if (isCoveredBy(target, this.persisted)) return true;
    if (this.state.isOffline) return false;
    return new Promise((resolve) => {
      const timeout = setTimeout(() => waiter.settle(false), this.options.saveTimeoutMs ?? 10_000);
      const waiter: Waiter = {
        target,
        settle: (isSaved) => {
          clearTimeout(timeout);
          this.waiters.delete(waiter);
          resolve(isSaved);
        },
      };
      this.waiters.add(waiter);
    });
  }

  start() {
    if (this.stop) return;
    const { doc, channel } = this.options;
    const handleUpdate = (_update: Uint8Array, origin: unknown, _doc: Y.Doc, transaction: Y.Transaction) => {
      if (transaction.local && !this.hasEdited) {
        this.hasEdited = true;
        this.options.onFirstEdit?.();
      }
      if (origin !== localEditOrigin) this.schedule();
    };
    doc.on("update", handleUpdate);
    const unsubscribe = channel.subscribe({
      onStatus: (isConnected) => this.set({ isOffline: !isConnected }),
      onMessage: (payload) => this.receive(payload),
      onRevoked: (reason) => this.set({ failure: { message: revocationMessage(reason), isPermanent: true } }),
    });
    this.stop = () => {
      doc.off("update", handleUpdate);
      unsubscribe();
    };
    this.refresh();
  }

  dispose() {
    this.stop?.();
    this.stop = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const waiter of this.waiters) waiter.settle(false);
  }

  /** Local drafts are a REST fallback: the live document keeps offline changes itself. */
  restore() {}

  /** The collab server applies a discarded draft to the document, which arrives like any change. */
  reset() {}

  /** Live co-editing has no conflicts. */
  resolveConflict() {}

  /** The provider reconnects by itself. */
  retryNow() {}

  private schedule() {
    this.timer ??= setTimeout(() => this.refresh(), this.options.batchMs ?? 40);
  }

  /** Reads the document into the snapshot: content, validation, and whether it is all saved. */
  private refresh() {
    clearTimeout(this.timer);
    this.timer = undefined;
    const { doc } = this.options;
    const local = keepUnchangedUnits(this.state.local, readContent(doc));
    const isPersisted = isCoveredBy(stateVectorOf(doc), this.persisted);
    this.serverIssues = currentIssues(this.serverIssues, local);
    const changed = changedUnits(this.opened, local);
    const checks = contentChecks.loaded();
    // The checks load with the first change; the snapshot is read again once they are in.
    if (!checks && changed.length) void contentChecks.load().then(() => this.stop && this.refresh());
    const errors = checks ? validateUnits(checks.CardContentPatchSchema, local, changed) : {};
    for (const issue of this.serverIssues) errors[issue.path] ??= issue.message;
    const held = [...new Set(Object.keys(errors).flatMap((path) => unitOfPath(path) ?? []))];
    this.set({ local, saved: isPersisted ? local : this.state.saved, errors, held });
    for (const waiter of this.waiters) {
      if (isCoveredBy(waiter.target, this.persisted)) waiter.settle(true);
    }
  }

  private receive(payload: string) {
    const checks = serverMessageChecks.loaded();
    if (checks && this.queued === 0) {
      const message = checks.parseCollabServerMessage(payload);
      if (message) this.handle(message);
      return;
    }
    this.queued++;
    this.messages = this.messages
      .then(() => serverMessageChecks.load())
      .then(({ parseCollabServerMessage }) => {
        const message = parseCollabServerMessage(payload);
        if (message && this.stop) this.handle(message);
      })
      .catch(() => undefined) // checks that did not load: the next message tries again
      .finally(() => this.queued--);
  }

  private handle(message: CollabServerMessage) {
    if (message.type === "saved") {
      const before = this.state.saved;
      this.persisted = Y.decodeStateVector(fromBase64(message.stateVector));
      this.refresh();
      const isPersisted = isCoveredBy(stateVectorOf(this.options.doc), this.persisted);
      this.set({
        revision: message.draftRevision,
        failure: null,
        lastSavedAt: isPersisted ? new Date(message.at) : this.state.lastSavedAt,
      });
      this.options.onSaved?.(changedUnits(before, this.state.local));
    } else if (message.type === "invalid") {
      this.serverIssues = toServerIssues(message.issues, this.state.local);
      this.refresh();
    } else {
      this.set({ failure: { message: message.message, isPermanent: false } });
    }
  }
}
