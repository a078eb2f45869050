import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useRowBinding } from "./row-binding";

type SortableRowProps = {
  id: string;
  label: string;
  position: number;
  count: number;
  isDisabled?: boolean;
  /** Moves the row by `offset` places (-1 up, +1 down). */
  onMove: (offset: number) => void;
  actions?: ReactNode;
  children: ReactNode;
};

/** One row of a `SortableList`: drag handle, content, Move up / Move down and the caller's actions. */
export function SortableRow({
  id,
  label,
  position,
  count,
  isDisabled,
  onMove,
  actions,
  children,
}: SortableRowProps) {
  const { setNodeRef, style, isDragging, handleProps } = useRowBinding(id, isDisabled);
  const { ref: handleRef, ...handle } = handleProps;

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={cn(
        "relative flex items-center gap-2 bg-white px-2 py-2 first:rounded-t-lg last:rounded-b-lg sm:gap-3 sm:px-3",
        isDragging && "z-10 shadow-(--shadow-pop) ring-2 ring-brand-600",
      )}
    >
      <button
        ref={handleRef}
        type="button"
        className="grid size-8 shrink-0 cursor-grab sm:size-9 touch-none place-items-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-50"
        aria-label={`Drag to reorder ${label} (position ${position} of ${count})`}
        disabled={isDisabled}
        {...handle}
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <span
        className="hidden w-5 shrink-0 text-right text-xs font-semibold text-slate-400 tabular-nums sm:block"
        aria-hidden
      >
        {position}
      </span>
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex shrink-0 items-center">
        <div className="flex flex-col sm:flex-row">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-7 sm:size-9"
            aria-label={`Move ${label} up`}
            disabled={isDisabled || position === 1}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-7 sm:size-9"
            aria-label={`Move ${label} down`}
            disabled={isDisabled || position === count}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden />
          </Button>
        </div>
        {actions}
      </div>
    </li>
  );
}
