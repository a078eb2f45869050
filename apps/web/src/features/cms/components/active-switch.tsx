import { cn } from "@/lib/cn";

type ActiveSwitchProps = {
  isActive: boolean;
  /** What the switch turns on or off, for its accessible name ("About KEEN Cards"). */
  label: string;
  isPending?: boolean;
  onToggle: () => void;
};

/** An on/off switch for a page's active flag (`role="switch"`, Space or Enter toggles it). */
export function ActiveSwitch({ isActive, label, isPending, onToggle }: ActiveSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isActive}
      aria-label={`${label} is active`}
      disabled={isPending}
      onClick={onToggle}
      className={cn(
        "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60",
        isActive ? "bg-emerald-600" : "bg-slate-300",
      )}
    >
      <span
        aria-hidden
        className={cn(
          "inline-block size-5 rounded-full bg-white shadow transition-transform",
          isActive ? "translate-x-5.5" : "translate-x-0.5",
        )}
      />
    </button>
  );
}
