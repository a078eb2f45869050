import type { Document } from "@hocuspocus/server";
import { type CollabServerMessage, readCardContent, toBase64 } from "@keen/card-doc";
import type { LiveDraftSave } from "@keen/cards";
import type { CardContent } from "@keen/contracts";
import type { Database } from "@keen/db";
import * as Y from "yjs";
import type { CollabContext } from "./collab-context";
import { storeLiveDocument } from "./live-documents";

/**
 * A card document held by this process: `base` is the draft as the document holds it (what it
 * was built from, last saved, or took in from a REST save), `draftRevision` that draft's
 * revision, `editorIds` the members who changed it since its last save, the latest last (a REST
 * change names nobody).
 */
export type LiveCard = {
  cardId: string;
  document: Document;
  base: CardContent;
  draftRevision: number;
  editorIds: string[];
};

/** The API's live save (`saveLiveDraft` of `@keen/cards`) bound to a database and jobs. */
export type SaveLiveDraft = (input: {
  cardId: string;
  userId: string;
  content: CardContent;
  base: CardContent;
}) => Promise<LiveDraftSave>;

/** Sends a message of the collab protocol to every editor of the document. */
export function broadcast(document: Document, message: CollabServerMessage): void {
  document.broadcastStateless(JSON.stringify(message));
}

/**
 * Saves a live document: its content into the card's draft through the API's live save, then its
 * Yjs state with the draft revision, then tells its editors `saved` (with the state vector the
 * draft now holds) and `invalid` for units left out. Content, state and state vector are read at
 * one instant, so "saved" covers exactly what was written.
 *
 * The draft is saved as the member whose change came last (`lastUserId`, Hocuspocus's last
 * context), or, when the policy no longer lets them edit (a removed co-author), the one before,
 * or anyone still connected. When none may, the state is still stored, so nothing typed is lost,
 * and the editors are told `failed`: the next save of a member who may edit writes it.
 */
export async function saveDocument(
  card: LiveCard,
  deps: { db: Database; saveLiveDraft: SaveLiveDraft },
  lastUserId: string | undefined,
): Promise<void> {
  const { document, cardId } = card;
  const editors = card.editorIds;
  card.editorIds = [];
  // Without any member's change, every change came from the draft itself: nothing to write back.
  const hasChanges = editors.length > 0 || lastUserId !== undefined;
  const connected = document
    .getConnections()
    .map((connection) => (connection.context as CollabContext).userId);
  const candidates = hasChanges ? [...new Set([lastUserId, ...[...editors].reverse(), ...connected])] : [];
  const content = readCardContent(document);
  const state = Y.encodeStateAsUpdate(document);
  const stateVector = Y.encodeStateVector(document);
  let saved: LiveDraftSave | undefined;
  try {
    for (const userId of candidates) {
      if (!userId) continue;
      saved = await saveAs(deps.saveLiveDraft, { cardId, userId, content, base: card.base });
      if (saved) break;
    }
  } finally {
    // Unsaved changes stay to be written by the next save (of a member who may edit).
    if (!saved) card.editorIds = [...editors, ...card.editorIds];
  }
  if (saved) {
    card.base = saved.base;
    card.draftRevision = saved.draftRevision;
  }
  await storeLiveDocument(deps.db, cardId, { state, draftRevision: card.draftRevision });
  if (hasChanges && !saved) {
    broadcast(document, {
      type: "failed",
      message: "Changes could not be saved: nobody here may edit this card.",
    });
    return;
  }
  broadcast(document, {
    type: "saved",
    at: new Date().toISOString(),
    draftRevision: card.draftRevision,
    stateVector: toBase64(stateVector),
  });
  if (saved && saved.issues.length > 0) broadcast(document, { type: "invalid", issues: saved.issues });
}

/** The live save as this member, or undefined when the policy no longer lets them edit (401/403/404). */
async function saveAs(
  saveLiveDraft: SaveLiveDraft,
  input: Parameters<SaveLiveDraft>[0],
): Promise<LiveDraftSave | undefined> {
  try {
    return await saveLiveDraft(input);
  } catch (error) {
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    if (status === 401 || status === 403 || status === 404) return undefined;
    throw error;
  }
}
