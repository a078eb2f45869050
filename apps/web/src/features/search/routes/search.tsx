import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { useSearchParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { SearchTypeTabs } from "../components/search-type-tabs";

/** Route module for `/search?query=&types=card|user`. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const query = params.get("query") ?? "";
  const types = params.get("types");
  const noun = types === "card" ? "cards" : types === "user" ? "members" : "cards and members";

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams(params);
    const value = String(new FormData(event.currentTarget).get("query") ?? "").trim();
    if (value) next.set("query", value);
    else next.delete("query");
    setParams(next);
  }

  return (
    <PageContainer>
      <PageHeader title="Search" description={`Find ${noun} by topic, course, discipline or name.`} />
      <search className="mb-8 space-y-4">
        <form onSubmit={handleSubmit} className="flex max-w-2xl gap-2" key={query}>
          <label htmlFor="search-query" className="sr-only">
            Search {noun}
          </label>
          <Input
            id="search-query"
            name="query"
            type="search"
            defaultValue={query}
            placeholder={`Search ${noun}`}
            className="h-11 text-base"
          />
          <Button type="submit" size="lg" className="h-11">
            <Search aria-hidden />
            Search
          </Button>
        </form>
        <SearchTypeTabs />
      </search>
      <EmptyState
        icon={Search}
        title={query ? `Results for “${query}”` : "What are you looking for?"}
        description={
          query
            ? "Matching cards and members will be listed here as soon as search results are connected."
            : "Try a topic such as “design thinking”, a course such as “statics”, or a colleague's name."
        }
      />
    </PageContainer>
  );
}
