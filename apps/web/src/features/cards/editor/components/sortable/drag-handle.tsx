import { GripVertical } from "lucide-react";
import type { Ref } from "react";
import { cn } from "@/lib/cn";

type DragHandleProps = {
  label: string;
  handleProps: { ref: Ref<HTMLButtonElement> } & Record<string, unknown>;
  className?: string;
};

/** The grip that drags a row; focusable, named ("Reorder Worksheet.pdf") and keyboard-operable. */
export function DragHandle({ label, handleProps, className }: DragHandleProps) {
  const { ref, ...rest } = handleProps;
  return (
    <button
      ref={ref}
      type="button"
      {...rest}
      aria-label={label}
      className={cn(
        "grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing",
        className,
      )}
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  );
}
