import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { Input } from "./input";

type SearchInputProps = Omit<ComponentProps<"input">, "type"> & { label: string };

/** A search box with a magnifier, named by `label` (also its placeholder). */
export function SearchInput({ label, className, ...props }: SearchInputProps) {
  return (
    <div className={cn("relative", className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input type="search" aria-label={label} placeholder={`${label}…`} className="pl-9" {...props} />
    </div>
  );
}
