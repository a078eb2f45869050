import type {
  Extension,
  LocalTransactionOrigin,
  onChangePayload,
  onLoadDocumentPayload,
  onStoreDocumentPayload,
} from "@hocuspocus/server";
import { cardIdOfDocument, readCardContent, toDocumentContent, writeCardContent } from "@keen/card-doc";
import { loadCardDraft } from "@keen/cards";
import { changedUnits } from "@keen/contracts";
import type { Database } from "@keen/db";
import * as Y from "yjs";
import { type CollabContext, type CollabLogger, CollabRefusal } from "./collab-context";
import { loadLiveDocument, storeLiveDocument } from "./live-documents";
import { broadcast, type LiveCard, type SaveLiveDraft, saveDocument } from "./save-document";

/** The transaction origin of changes that come from the draft JSON (a REST save), not an editor. */
export const draftOrigin = {
  source: "local",
  context: { isDraftChange: true },
} satisfies LocalTransactionOrigin;

export type PersistenceDeps = {
  db: Database;
  saveLiveDraft: SaveLiveDraft;
  log: CollabLogger;
  /** How long after a failed save it is tried again. */
  retryMs: number;
};

/**
 * The card documents' persistence in PostgreSQL (decision 0017). Loading: the stored Yjs state,
 * or the first time the draft JSON written into a new document; a stored state behind the draft
 * (REST saves while nobody had it open) takes the draft's differing units. Storing (debounced by
 * Hocuspocus, and on the last disconnect): `saveDocument`. `applyDraftChange` takes a REST save
 * of the draft into the live document.
 */
export function createPersistence(deps: PersistenceDeps) {
  const { db, log } = deps;
  const live = new Map<string, LiveCard>();
  /** Cards being loaded, and whether their draft changed meanwhile. */
  const loading = new Map<string, { isChanged: boolean }>();

  async function applyDraftChange(cardId: string): Promise<void> {
    const pending = loading.get(cardId);
    if (pending) {
      pending.isChanged = true;
      return;
    }
    const card = live.get(cardId);
    if (!card) return;
    await card.document.saveMutex.runExclusive(async () => {
      if (live.get(cardId) !== card) return;
      const fresh = await loadCardDraft(db, cardId);
      if (!fresh) return;
      const units = changedUnits(card.base, fresh.draft);
      card.base = fresh.draft;
      card.draftRevision = Math.max(card.draftRevision, fresh.draftRevision);
      if (units.length > 0) writeCardContent(card.document, fresh.draft, units, draftOrigin);
    });
  }

  async function loadDocument({ document, documentName }: onLoadDocumentPayload<CollabContext>) {
    const cardId = cardIdOfDocument(documentName);
    if (!cardId) throw new CollabRefusal("not a card document");
    const pending = { isChanged: false };
    loading.set(cardId, pending);
    try {
      const [draft, stored] = await Promise.all([loadCardDraft(db, cardId), loadLiveDocument(db, cardId)]);
      if (!draft) throw new CollabRefusal("card not found");
      if (stored) {
        Y.applyUpdate(document, stored.state);
        if (stored.draftRevision < draft.draftRevision) {
          const units = changedUnits(readCardContent(document), toDocumentContent(draft.draft));
          writeCardContent(document, draft.draft, units, draftOrigin);
        }
      } else {
        writeCardContent(document, draft.draft, undefined, draftOrigin);
      }
      if (!stored || stored.draftRevision < draft.draftRevision) {
        await storeLiveDocument(db, cardId, {
          state: Y.encodeStateAsUpdate(document),
          draftRevision: draft.draftRevision,
        });
      }
      live.set(cardId, {
        cardId,
        document,
        base: draft.draft,
        draftRevision: draft.draftRevision,
        editorIds: [],
      });
    } finally {
      loading.delete(cardId);
    }
    // A REST save that landed while the draft was being read: take it in once loaded.
    if (pending.isChanged) setImmediate(() => void applyDraftChange(cardId).catch(logApplyError(cardId)));
  }

  async function storeDocument(payload: onStoreDocumentPayload<CollabContext>) {
    const card = live.get(cardIdOfDocument(payload.documentName) ?? "");
    if (!card) return;
    try {
      await saveDocument(card, { db, saveLiveDraft: deps.saveLiveDraft }, payload.lastContext?.userId);
    } catch (error) {
      log.error({ err: error, cardId: card.cardId }, "live draft save failed; retrying");
      broadcast(card.document, { type: "failed", message: "Saving failed; it is retried in a few seconds." });
      setTimeout(() => {
        if (live.get(card.cardId) === card) void payload.instance.storeDocumentHooks(card.document, payload);
      }, deps.retryMs).unref();
      // Hocuspocus keeps a document whose save failed in memory, so nothing typed is lost.
      throw error;
    }
  }

  const logApplyError = (cardId: string) => (err: unknown) =>
    log.warn({ err, cardId }, "could not apply a draft change to the live document");

  const extension: Extension<CollabContext> = {
    extensionName: "keen-persistence",
    onLoadDocument: loadDocument,
    onStoreDocument: storeDocument,
    async onChange({ context, documentName }: onChangePayload<CollabContext>) {
      const card = live.get(cardIdOfDocument(documentName) ?? "");
      if (!card || !context?.userId) return;
      card.editorIds = [...card.editorIds.filter((id) => id !== context.userId), context.userId];
    },
    async afterUnloadDocument({ documentName }) {
      live.delete(cardIdOfDocument(documentName) ?? "");
    },
  };

  return {
    extension,
    /** Takes the card's draft, changed by a REST save, into its live document if this process holds it. */
    applyDraftChange: (cardId: string) => applyDraftChange(cardId).catch(logApplyError(cardId)),
    /** Takes every held document's draft in again (after missing notices, e.g. a lost listener). */
    reconcileAll: () =>
      Promise.all([...live.keys()].map((cardId) => applyDraftChange(cardId).catch(logApplyError(cardId)))),
  };
}
