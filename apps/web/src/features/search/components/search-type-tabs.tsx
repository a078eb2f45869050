import { Link, useSearchParams } from "react-router";
import { useCurrentUser } from "@/features/auth";
import { cn } from "@/lib/cn";
import { cardParamKeys } from "../lib/card-filters";

const searchTypes = [
  { value: "", label: "All" },
  { value: "card", label: "Cards" },
  { value: "user", label: "Members" },
  { value: "draft", label: "My drafts" },
] as const;

/**
 * Switches the search between all results, cards, members and the caller's own drafts (`types`
 * query parameter; `draft` asks `/Search/draft`), keeping the query, and the card filters between
 * the tabs that list cards. Visitors have no drafts tab.
 */
export function SearchTypeTabs() {
  const [params] = useSearchParams();
  const current = params.get("types") ?? "";
  const { isAuthenticated } = useCurrentUser();
  const shownTypes = isAuthenticated ? searchTypes : searchTypes.filter((type) => type.value !== "draft");

  function hrefFor(type: string) {
    const next = new URLSearchParams(params);
    // Another type has other pages: start again at the first.
    next.delete("page");
    // Card filters and order go with the tabs that list cards (All and Cards), not elsewhere.
    if (type !== "" && type !== "card") for (const key of cardParamKeys) next.delete(key);
    if (type) next.set("types", type);
    else next.delete("types");
    const query = next.toString();
    return query ? `/search?${query}` : "/search";
  }

  return (
    <nav aria-label="Result type" className="inline-flex rounded-lg bg-slate-100 p-1">
      {shownTypes.map((type) => (
        <Link
          key={type.value}
          to={hrefFor(type.value)}
          aria-current={current === type.value ? "page" : undefined}
          className={cn(
            "rounded-md px-3.5 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900",
            current === type.value && "bg-white text-slate-900 shadow-sm",
          )}
        >
          {type.label}
        </Link>
      ))}
    </nav>
  );
}
