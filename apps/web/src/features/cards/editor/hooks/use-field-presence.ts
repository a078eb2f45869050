import type { FieldUnit } from "@keen/contracts";
import { useEffect, useMemo, useState } from "react";
import { useEditorContext } from "../editor-context";
import type { CollabUser } from "../lib/collab-session";
import { FIELD_PRESENCE_KEY, othersInField } from "../lib/presence";

const sameMembers = (a: CollabUser[], b: CollabUser[]) =>
  a.length === b.length &&
  a.every((user, index) => user.id === b[index]?.id && user.color === b[index]?.color);

/**
 * Who else is in a form field now, and the focus handlers that tell them when this person is:
 * co-editors see each other in the title and summary as they see carets in rich text.
 * Nobody is shown, and nothing is published, when not co-editing live.
 */
export function useFieldPresence(field: FieldUnit) {
  const { collab } = useEditorContext();
  const [others, setOthers] = useState<CollabUser[]>([]);

  useEffect(() => {
    const awareness = collab?.awareness;
    if (!collab || !awareness) {
      setOthers([]);
      return;
    }
    const update = () => {
      const next = othersInField(awareness.getStates().values(), collab.user, field);
      setOthers((shown) => (sameMembers(shown, next) ? shown : next));
    };
    update();
    awareness.on("change", update);
    return () => {
      awareness.off("change", update);
      if (awareness.getLocalState()?.[FIELD_PRESENCE_KEY] === field) {
        awareness.setLocalStateField(FIELD_PRESENCE_KEY, null);
      }
    };
  }, [collab, field]);

  const focusHandlers = useMemo(
    () => ({
      onFocus: () => collab?.awareness?.setLocalStateField(FIELD_PRESENCE_KEY, field),
      onBlur: () => {
        const awareness = collab?.awareness;
        if (awareness?.getLocalState()?.[FIELD_PRESENCE_KEY] === field) {
          awareness.setLocalStateField(FIELD_PRESENCE_KEY, null);
        }
      },
    }),
    [collab, field],
  );

  return { others, focusHandlers };
}
