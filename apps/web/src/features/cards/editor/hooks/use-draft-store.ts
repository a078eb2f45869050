import type { CardDetail } from "@keen/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, useSyncExternalStore } from "react";
import { cardKeys } from "@/features/cards/api/card-keys";
import { updateCardDraft } from "@/features/cards/api/update-card-draft";
import { track } from "@/lib/analytics";
import { dirtyUnits } from "../lib/draft-state";
import { DraftStore } from "../lib/draft-store";

export type DraftStoreSettings = { delayMs?: number; maxWaitMs?: number };

/**
 * The autosaving draft of a card for the editor (created once per card), its current snapshot,
 * analytics (`card edited` on the first change, `card updated` per save) and a retry as soon as
 * the browser is back online.
 */
export function useDraftStore(card: CardDetail, settings: DraftStoreSettings = {}) {
  const queryClient = useQueryClient();
  const [store] = useState(
    () =>
      new DraftStore({
        card,
        ...settings,
        saveDraft: (input) => updateCardDraft(card.id, input),
        onSaved: (units, saved) => {
          if (saved) queryClient.setQueryData(cardKeys.detail(card.id, "draft"), saved);
          void queryClient.invalidateQueries({ queryKey: cardKeys.lists(), refetchType: "none" });
          track("card updated", { cardId: card.id, fields: units });
        },
      }),
  );
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    store.start();
    return () => store.dispose();
  }, [store]);

  useEffect(() => {
    const handleOnline = () => store.retryNow();
    window.addEventListener("online", handleOnline);
    return () => window.removeEventListener("online", handleOnline);
  }, [store]);

  useEffect(() => {
    let tracked = false;
    return store.subscribe(() => {
      if (tracked || dirtyUnits(store.getSnapshot()).length === 0) return;
      tracked = true;
      track("card edited", { cardId: store.cardId });
    });
  }, [store]);

  return { store, snapshot };
}
