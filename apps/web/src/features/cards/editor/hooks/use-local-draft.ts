import { applyPatch, buildPatch, changedUnits } from "@keen/contracts";
import { useCallback, useEffect, useState } from "react";
import { dirtyUnits, hasUnsavedChanges } from "../lib/draft-state";
import type { EditorDraftStore } from "../lib/editor-draft-store";
import { clearLocalDraft, type LocalDraft, readLocalDraft, writeLocalDraft } from "../lib/local-draft";

const WRITE_DELAY_MS = 300;

/** Changes kept on this device that differ from what the server has (worth offering). */
function findOffer(store: EditorDraftStore): LocalDraft | undefined {
  const draft = readLocalDraft(store.cardId);
  if (!draft) return undefined;
  const { local } = store.getSnapshot();
  if (changedUnits(local, applyPatch(local, draft.changes)).length) return draft;
  clearLocalDraft(store.cardId); // everything kept here reached the server after all
  return undefined;
}

/**
 * Keeps unsaved changes in localStorage (keyed by card and base revision) so a closed tab or a
 * crash loses nothing, and offers to restore changes found when the editor opens. While the
 * offer is open the stored copy is left alone, so ignoring it never destroys it. Off while
 * co-editing live (`isEnabled` false): the live document keeps and merges changes itself.
 */
export function useLocalDraft(store: EditorDraftStore, isEnabled = true) {
  const [offer, setOffer] = useState<LocalDraft | undefined>(() =>
    isEnabled ? findOffer(store) : undefined,
  );

  useEffect(() => {
    if (offer || !isEnabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      clearTimeout(timer);
      const state = store.getSnapshot();
      const units = dirtyUnits(state);
      if (units.length) {
        writeLocalDraft({
          cardId: store.cardId,
          baseRevision: state.pendingBase ?? state.revision,
          changes: buildPatch(state.local, units),
        });
      } else if (!hasUnsavedChanges(state)) clearLocalDraft(store.cardId);
    };
    const unsubscribe = store.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(write, WRITE_DELAY_MS);
    });
    window.addEventListener("pagehide", write);
    return () => {
      write();
      unsubscribe();
      window.removeEventListener("pagehide", write);
    };
  }, [store, offer, isEnabled]);

  const restore = useCallback(() => {
    if (offer) store.restore(offer);
    setOffer(undefined);
  }, [offer, store]);

  const discard = useCallback(() => {
    clearLocalDraft(store.cardId);
    setOffer(undefined);
  }, [store]);

  return { offer, restore, discard };
}
