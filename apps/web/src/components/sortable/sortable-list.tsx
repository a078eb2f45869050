import { type ReactNode, useState } from "react";
import { onDemand } from "@/lib/on-demand";
import { PlainRows } from "./row-binding";
import { sortableInstructions } from "./sortable-announcements";
import { SortableRow } from "./sortable-row";
import { useDndOnDemand } from "./use-dnd-on-demand";

const dnd = onDemand(() => import("./sortable-list-dnd"));

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
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || from === to) return items;
  const next = [...items];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

/**
 * An ordered list people rearrange by dragging a row's handle, with the keyboard (Space to pick up,
 * arrows to move, Space to drop; every step announced) or with Move up / Move down buttons
 * (WCAG 2.5.7: dragging always has a single-pointer alternative). Drag and drop (dnd-kit) loads
 * with the first drag on a handle; the Move buttons work without it.
 */
export function SortableList<T>(props: SortableListProps<T>) {
  const { items, getId, getLabel, onReorder, renderItem, renderActions, label, isDisabled } = props;
  const { module, requestDrag, preloadDrag } = useDndOnDemand(dnd);
  const [status, setStatus] = useState("");
  const ids = items.map(getId);
  const labelOf = (id: string | number) => {
    const item = items.find((candidate) => getId(candidate) === id);
    return item ? getLabel(item) : "item";
  };

  const rows = (
    <ol aria-label={label} className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
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
  );

  return (
    <>
      {/* Keyed by mode: the rows mount again, bound to dnd-kit, when it arrives. */}
      {module ? (
        <module.SortableListDnd
          key="dnd"
          ids={ids}
          labelOf={labelOf}
          onMove={(from, to) => onReorder(moveItem(items, from, to))}
          isDisabled={isDisabled}
          requestDrag={requestDrag}
        >
          {rows}
        </module.SortableListDnd>
      ) : (
        <PlainRows
          key="plain"
          requestDrag={requestDrag}
          preloadDrag={preloadDrag}
          instructions={sortableInstructions.draggable}
        >
          {rows}
        </PlainRows>
      )}
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
    </>
  );
}
