import { X } from "lucide-react";
import { cn } from "@/lib/cn";

type Chip = { id: string; name: string; abbreviation?: string | null };

type ChipListProps = {
  items: Chip[];
  label: string;
  /** When given, each chip gets a remove button named "Remove <name>". */
  onRemove?: (item: Chip) => void;
  tone?: "brand" | "neutral";
  className?: string;
};

/** Named values (disciplines, interests, memberships) as chips, optionally removable. */
export function ChipList({ items, label, onRemove, tone = "brand", className }: ChipListProps) {
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {items.map((item) => (
        <li
          key={item.id}
          className={cn(
            "inline-flex items-center gap-1 rounded-full py-1 text-sm ring-1 ring-inset",
            onRemove ? "pr-1 pl-3" : "px-3",
            tone === "brand"
              ? "bg-brand-50 text-brand-900 ring-brand-200"
              : "bg-slate-50 text-slate-800 ring-slate-200",
          )}
        >
          <span>
            {item.name}
            {item.abbreviation ? <span className="text-slate-600"> ({item.abbreviation})</span> : null}
          </span>
          {onRemove ? (
            <button
              type="button"
              onClick={() => onRemove(item)}
              aria-label={`Remove ${item.name}`}
              className="grid size-6 place-items-center rounded-full text-slate-500 hover:bg-white hover:text-red-700"
            >
              <X aria-hidden className="size-3.5" />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
