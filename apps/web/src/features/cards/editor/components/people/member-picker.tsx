import type { MemberSearchHit } from "@keen/contracts";
import { Search } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { useMemberSearch } from "@/features/search";
import { cn } from "@/lib/cn";
import { useDebouncedValue } from "@/lib/use-debounced-value";

type MemberPickerProps = {
  label: string;
  /** Members already listed (shown as such, not offered again). */
  excludeIds: ReadonlySet<string>;
  onPick: (member: MemberSearchHit) => void;
  disabled?: boolean;
};

const fullName = (m: MemberSearchHit) => `${m.firstName} ${m.lastName}`.trim();

/**
 * A combobox that searches members by name (the search service) as you type; arrow keys move
 * through the results, Enter picks one, Escape closes the list.
 */
export function MemberPicker({ label, excludeIds, onPick, disabled }: MemberPickerProps) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(query, 250);
  const search = useMemberSearch(debounced);
  const results = (search.data ?? []).filter((m) => !excludeIds.has(m.userId));
  const hasQuery = debounced.trim().length >= 2;
  const showList = isOpen && hasQuery;

  function pick(member: MemberSearchHit) {
    onPick(member);
    setQuery("");
    setOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (results.length ? (i + step + results.length) % results.length : 0));
    } else if (event.key === "Enter" && showList && results[active]) {
      event.preventDefault();
      pick(results[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  }

  const status = !hasQuery
    ? "Type at least two letters of a name."
    : search.isFetching && !search.data
      ? "Searching…"
      : results.length === 0
        ? `No member matches “${debounced.trim()}”.`
        : `${results.length} member${results.length === 1 ? "" : "s"} found.`;

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" />
      <Input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && results[active] ? `${id}-option-${active}` : undefined}
        aria-describedby={`${id}-status`}
        value={query}
        disabled={disabled}
        placeholder={label}
        autoComplete="off"
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={handleKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        className="pl-9"
      />
      <p id={`${id}-status`} className="sr-only" aria-live="polite">
        {isOpen ? status : ""}
      </p>
      {showList ? (
        <div className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-(--shadow-pop)">
          <div id={`${id}-list`} role="listbox" aria-label={label} className="max-h-64 overflow-y-auto py-1">
            {results.map((member, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection happens on the combobox input.
              <div
                key={member.userId}
                id={`${id}-option-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(member)}
                onMouseEnter={() => setActive(index)}
                className={cn("cursor-pointer px-3 py-2 text-sm", index === active && "bg-brand-50")}
              >
                <span className="block font-medium text-slate-900">{fullName(member)}</span>
                <span className="block text-xs text-slate-500">
                  {[member.title, member.institution?.name].filter(Boolean).join(" · ") || "Member"}
                </span>
              </div>
            ))}
          </div>
          {results.length === 0 ? <p className="px-3 py-2.5 text-sm text-slate-500">{status}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
