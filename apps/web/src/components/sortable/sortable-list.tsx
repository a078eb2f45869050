import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { type ReactNode, useState } from "react";
import { createSortableAnnouncements, sortableInstructions } from "./sortable-announcements";
import { SortableRow } from "./sortable-row";

type SortableListProps<T> = {
  items: T[];
  getId: (item: T) => string;
  /** The item's name in announcements and button labels ("Ada Lovelace"). */
  getLabel: (item: T) => string;
  /** Called with the whole list in its new order. */
  onReorder: (items: T[]) => void;
  renderItem: (item: T) => ReactNode;
  /** Extra controls at the end of a row (e.g. Remove). */
  renderActions?: (item: T) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  isDisabled?: boolean;
};

/** Moves one item of `items` from `from` to `to` (both indexes), returning a new array. */
export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return items;
  return arrayMove(items, from, to);
}

/**
 * An ordered list people rearrange by dragging a row's handle, with the keyboard (Space to pick up,
 * arrows to move, Space to drop; every step announced) or with Move up / Move down buttons
 * (WCAG 2.5.7: dragging always has a single-pointer alternative).
 */
export function SortableList<T>(props: SortableListProps<T>) {
  const { items, getId, getLabel, onReorder, renderItem, renderActions, label, isDisabled } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [status, setStatus] = useState("");
  const ids = items.map(getId);
  const labelOf = (id: string | number) => {
    const item = items.find((candidate) => getId(candidate) === id);
    return item ? getLabel(item) : "item";
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(moveItem(items, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
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
        <ol
          aria-label={label}
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
        >
          {items.map((item, index) => (
            <SortableRow
              key={getId(item)}
              id={getId(item)}
              label={getLabel(item)}
              position={index + 1}
              count={items.length}
              isDisabled={isDisabled}
              onMove={(offset) => {
                onReorder(moveItem(items, index, index + offset));
                setStatus(`Moved ${getLabel(item)} to position ${index + offset + 1} of ${items.length}.`);
              }}
              actions={renderActions?.(item)}
            >
              {renderItem(item)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
    </DndContext>
  );
}
