import type { CardResources } from "@keen/contracts";
import { useCallback } from "react";
import { useDraftField, useEditorContext } from "../editor-context";

/**
 * The resources value with an updater that always starts from the latest content, so uploads
 * finishing at the same moment each add their file instead of overwriting one another.
 */
export function useResources() {
  const { store } = useEditorContext();
  const field = useDraftField<CardResources>("resources");
  const update = useCallback(
    (change: (resources: CardResources) => CardResources) =>
      store.edit("resources", change(store.valueOf("resources") as CardResources)),
    [store],
  );
  return { resources: field.value, error: field.error, id: field.id, update };
}
