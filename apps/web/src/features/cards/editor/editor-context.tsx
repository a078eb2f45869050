import type { CardDetail } from "@keen/contracts";
import { type FieldUnit, getUnit } from "@keen/contracts";
import { createContext, useCallback, useContext, useSyncExternalStore } from "react";
import type { ImageSrcMapping } from "@/components/rich-text/image-src";
import type { CollabSession } from "./lib/collab-session";
import { errorOfUnit } from "./lib/draft-state";
import type { EditorDraftStore } from "./lib/editor-draft-store";
import { fieldControlId } from "./lib/field-labels";

export type EditorContextValue = {
  store: EditorDraftStore;
  /** The live document when co-editing (rich-text fields bind to it), else null. */
  collab: CollabSession | null;
  /** The card's metadata as last loaded (status, abilities, authors); content lives in the store. */
  card: CardDetail;
  /** Uploads an inline image and answers with the URL to show. */
  uploadImage: (file: File) => Promise<{ src: string; alt?: string }>;
  imageSrc: ImageSrcMapping;
};

const EditorContext = createContext<EditorContextValue | null>(null);
export const EditorProvider = EditorContext.Provider;

/** The editor's shared state (inside `CardEditor`). */
export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error("useEditorContext must be used inside the card editor");
  return value;
}

/**
 * One saved unit of the draft for a form control: its value as rendered, the latest value (`read`,
 * for a handler: co-editors may have changed it since), a setter that saves, its validation
 * message and the control's DOM id (messages link to it).
 */
export function useDraftField<T>(unit: FieldUnit) {
  const { store } = useEditorContext();
  const value = useSyncExternalStore(store.subscribe, () => getUnit(store.getSnapshot().local, unit)) as T;
  const error = useSyncExternalStore(store.subscribe, () => errorOfUnit(store.getSnapshot(), unit));
  const setValue = useCallback((next: T) => store.edit(unit, next), [store, unit]);
  const read = useCallback(() => store.valueOf(unit) as T, [store, unit]);
  return { value, read, setValue, error, id: fieldControlId(unit) };
}
