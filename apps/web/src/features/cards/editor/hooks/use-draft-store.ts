import type { CardDetail, FieldUnit } from "@keen/contracts";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, useSyncExternalStore } from "react";
import { cardKeys } from "@/features/cards/api/card-keys";
import { updateCardDraft } from "@/features/cards/api/update-card-draft";
import { track } from "@/lib/analytics";
import { dirtyUnits } from "../lib/draft-state";
import { DraftStore } from "../lib/draft-store";
import type { EditorDraftStore } from "../lib/editor-draft-store";
import { LiveDraftStore } from "../lib/live-draft-store";
import type { DraftMode } from "./use-draft-mode";

export type DraftStoreSettings = { delayMs?: number; maxWaitMs?: number };

function createRestStore(card: CardDetail, settings: DraftStoreSettings, queryClient: QueryClient) {
  return new DraftStore({
    card,
    ...settings,
    saveDraft: (input) => updateCardDraft(card.id, input),
    onSaved: (units, saved) => {
      if (saved) queryClient.setQueryData(cardKeys.detail(card.id, "draft"), saved);
      void queryClient.invalidateQueries({ queryKey: cardKeys.lists(), refetchType: "none" });
      track("card updated", { cardId: card.id, fields: units });
    },
  });
}

function createLiveStore(
  card: CardDetail,
  mode: Extract<DraftMode, { kind: "live" }>,
  queryClient: QueryClient,
) {
  const detail = cardKeys.detail(card.id, "draft");
  return new LiveDraftStore({
    cardId: card.id,
    doc: mode.session.doc,
    channel: mode.session.channel,
    revision: card.draftRevision,
    onFirstEdit: () => track("card edited", { cardId: card.id }),
    onSaved: (units: FieldUnit[]) => {
      // The first save after a publish makes "Publish changes" possible again.
      if (queryClient.getQueryData<CardDetail>(detail)?.hasUnpublishedChanges === false) {
        void queryClient.invalidateQueries({ queryKey: detail });
      }
      void queryClient.invalidateQueries({ queryKey: cardKeys.lists(), refetchType: "none" });
      track("card updated", { cardId: card.id, fields: units });
    },
  });
}

/**
 * The draft of a card for the editor (created once per card and mode), its current snapshot,
 * analytics (`card edited` on the first change, `card updated` per save) and, over REST, a
 * retry as soon as the browser is back online.
 */
export function useDraftStore(card: CardDetail, mode: DraftMode, settings: DraftStoreSettings = {}) {
  const queryClient = useQueryClient();
  const [store] = useState<EditorDraftStore>(() =>
    mode.kind === "live"
      ? createLiveStore(card, mode, queryClient)
      : createRestStore(card, settings, queryClient),
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
    // The live store reports this person's first change itself (others' changes are dirty too).
    if (store instanceof LiveDraftStore) return;
    let tracked = false;
    return store.subscribe(() => {
      if (tracked || dirtyUnits(store.getSnapshot()).length === 0) return;
      tracked = true;
      track("card edited", { cardId: store.cardId });
    });
  }, [store]);

  return { store, snapshot };
}
