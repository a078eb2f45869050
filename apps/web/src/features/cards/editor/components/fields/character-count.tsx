import { cn } from "@/lib/cn";

/** "42 / 200" under a field, turning amber near the limit and red past it. */
export function CharacterCount({ id, length, max }: { id?: string; length: number; max: number }) {
  const isNear = length > max * 0.9;
  const isOver = length > max;
  return (
    <span
      id={id}
      className={cn(
        "text-xs tabular-nums",
        isOver ? "font-medium text-red-700" : isNear ? "text-amber-700" : "text-slate-500",
      )}
    >
      {length} / {max}
      {isOver ? <span className="sr-only"> characters, over the limit</span> : null}
    </span>
  );
}
