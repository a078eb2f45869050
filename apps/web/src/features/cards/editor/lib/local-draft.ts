import type { CardContentPatch } from "@keen/contracts";

/** Unsaved changes kept on this device: the revision they were made against and the changed fields. */
export type LocalDraft = { cardId: string; baseRevision: number; changes: CardContentPatch; savedAt: string };

const prefix = "keen.card-draft.";
const keyOf = (cardId: string, revision: number) => `${prefix}${cardId}.${revision}`;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode, policy): the editor still works online
  }
}

function keysOf(cardId: string): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(`${prefix}${cardId}.`)) keys.push(key);
  }
  return keys;
}

/**
 * Keeps unsaved changes under the card id and the revision they were based on, replacing any
 * older copy for this card. Quota errors are ignored: the save to the server is what matters.
 */
export function writeLocalDraft(draft: Omit<LocalDraft, "savedAt">): void {
  const store = storage();
  if (!store) return;
  const key = keyOf(draft.cardId, draft.baseRevision);
  for (const old of keysOf(draft.cardId)) if (old !== key) store.removeItem(old);
  try {
    store.setItem(key, JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  } catch {
    /* full storage: keep editing; the header still shows whether the server has the changes */
  }
}

/** The newest unsaved changes kept for a card, if any. */
export function readLocalDraft(cardId: string): LocalDraft | undefined {
  const store = storage();
  let newest: LocalDraft | undefined;
  for (const key of keysOf(cardId)) {
    try {
      const draft = JSON.parse(store?.getItem(key) ?? "") as LocalDraft;
      if (typeof draft.baseRevision !== "number" || !draft.changes) continue;
      if (!newest || draft.savedAt > newest.savedAt) newest = draft;
    } catch {
      store?.removeItem(key);
    }
  }
  return newest;
}

/** Forgets every copy kept for a card (after a save, a discard or a sync). */
export function clearLocalDraft(cardId: string): void {
  const store = storage();
  for (const key of keysOf(cardId)) store?.removeItem(key);
}
