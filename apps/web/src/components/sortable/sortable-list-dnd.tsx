import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { type ReactNode, useMemo } from "react";
import { type DragIntent, RowBindingProvider } from "./row-binding";
import { createSortableAnnouncements, sortableInstructions } from "./sortable-announcements";
import { useSortableRow } from "./use-sortable-row";

type SortableListDndProps = {
  ids: string[];
  labelOf: (id: string | number) => string;
  /** Moves the item at `from` to `to`. */
  onMove: (from: number, to: number) => void;
  isDisabled?: boolean;
  requestDrag: (intent: DragIntent) => void;
  children: ReactNode;
};

/**
 * Drag and drop of a `SortableList` (dnd-kit, loaded on the first drag): pointer and keyboard
 * sensors, announcements, and the rows bound with `useSortableRow`.
 */
export function SortableListDnd({
  ids,
  labelOf,
  onMove,
  isDisabled,
  requestDrag,
  children,
}: SortableListDndProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const binding = useMemo(
    () => ({
      useRow: useSortableRow,
      List: ({ children: rows }: { children: ReactNode }) => rows,
      requestDrag,
    }),
    [requestDrag],
  );

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements: createSortableAnnouncements(ids, labelOf),
        screenReaderInstructions: sortableInstructions,
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={isDisabled}>
        <RowBindingProvider value={binding}>{children}</RowBindingProvider>
      </SortableContext>
    </DndContext>
  );
}
