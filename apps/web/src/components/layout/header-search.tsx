import { Search } from "lucide-react";
import { type FormEvent, useId } from "react";
import { Link, useNavigate } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** Builds the search page URL for a query (cards and members; spec §2 `/search?query=&types=`). */
export function buildSearchHref(query: string): string {
  const trimmed = query.trim();
  return trimmed ? `/search?${new URLSearchParams({ query: trimmed })}` : "/search";
}

/** The header's search affordance: a search field on wide screens, an icon link on narrow ones. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get("query");
    void navigate(buildSearchHref(typeof query === "string" ? query : ""));
    event.currentTarget.reset();
  }

  return (
    <>
      <search className="hidden xl:block">
        <form onSubmit={handleSubmit} className="relative">
          <label htmlFor={inputId} className="sr-only">
            Search cards and members
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <input
            id={inputId}
            name="query"
            type="search"
            placeholder="Search cards and members"
            className="h-9 w-64 rounded-lg border border-slate-300 bg-slate-50 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30"
          />
        </form>
      </search>
      <Link
        to="/search"
        aria-label="Search cards and members"
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-9 xl:hidden")}
      >
        <Search className="size-5" aria-hidden />
      </Link>
    </>
  );
}
