import { Bookmark, FileText } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "@/lib/cn";

export type MyCardsTab = "mine" | "bookmarked";

/** The tab in the address (`?tab=bookmarked`), else the member's own cards. */
export function parseMyCardsTab(value: string | null): MyCardsTab {
  return value === "bookmarked" ? "bookmarked" : "mine";
}

type MyCardsTabsProps = { value: MyCardsTab; bookmarkedCount?: number };

/** "Written by me" and "Bookmarked" on My cards; each is a link, so Back and shared links keep it. */
export function MyCardsTabs({ value, bookmarkedCount }: MyCardsTabsProps) {
  const { pathname } = useLocation();
  const tabs = [
    { value: "mine" as const, label: "Written by me", icon: FileText, to: pathname },
    { value: "bookmarked" as const, label: "Bookmarked", icon: Bookmark, to: `${pathname}?tab=bookmarked` },
  ];
  return (
    <nav aria-label="My cards" className="border-b border-slate-200">
      <ul className="-mb-px flex gap-1">
        {tabs.map((tab) => {
          const isCurrent = tab.value === value;
          return (
            <li key={tab.value}>
              <Link
                to={tab.to}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "inline-flex h-11 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors",
                  isCurrent
                    ? "border-brand-600 text-brand-800"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                )}
              >
                <tab.icon className="size-4" aria-hidden />
                {tab.label}
                {tab.value === "bookmarked" && bookmarkedCount !== undefined ? (
                  <span
                    className={cn(
                      "min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums",
                      isCurrent ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-slate-600",
                    )}
                  >
                    {bookmarkedCount}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
