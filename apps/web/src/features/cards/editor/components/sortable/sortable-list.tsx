import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { ReactNode } from "react";

type SortableListProps = {
  ids: string[];
  onMove: (from: number, to: number) => void;
  /** Names an item for screen-reader announcements ("Worksheet.pdf"). */
  nameOf: (id: string) => string;
  /** What the items are, for announcements ("folder", "author"). */
  noun: string;
  children: ReactNode;
};

/**
 * A vertical list reordered by dragging a handle, or with the keyboard: Space or Enter picks an
 * item up, arrow keys move it, Space drops it, Escape cancels; each step is announced.
 */
export function SortableList({ ids, onMove, nameOf, noun, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: unknown) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${noun} ${nameOf(String(active.id))}, ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${noun} ${nameOf(String(active.id))} moved to ${position(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${noun} ${nameOf(String(active.id))} dropped at ${position(over.id)}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${noun} ${nameOf(String(active.id))} cancelled.`,
  };

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
        announcements,
        screenReaderInstructions: {
          draggable: `To reorder, press Space or Enter to pick up the ${noun}, use the arrow keys to move it, and press Space or Enter again to drop it. Press Escape to cancel.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
