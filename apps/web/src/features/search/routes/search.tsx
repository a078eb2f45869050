import { type SearchType, searchTypes } from "@keen/contracts";
import { FilePen, Search } from "lucide-react";
import type { FormEvent } from "react";
import { useSearchParams } from "react-router";
import { DocumentTitle } from "@/components/layout/document-title";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { RecognitionFilters } from "@/components/ui/recognition-filters";
import { SignInPrompt, useCurrentUser } from "@/features/auth";
import { oneOf } from "@/lib/one-of";
import { usePageParam } from "@/lib/use-page-param";
import { DraftResults } from "../components/draft-results";
import { type CardFilterHandlers, SearchResults } from "../components/search-results";
import { SearchTypeTabs } from "../components/search-type-tabs";
import { readCardFilters, toggleFilterValue, withoutCardFilters, withParam } from "../lib/card-filters";

/** The one type in the URL (`types=card` or `types=user`), or null for both. */
function readType(value: string | null): SearchType | null {
  return oneOf(searchTypes, value);
}

/**
 * Route module for `/search?query=&types=card|user|draft`. Wherever cards are listed (All, the
 * default, and Cards) the address also holds the card filters and order: `&reviewed=true`,
 * `&exemplar=true`, `&cardType=&discipline=&courseLevel=&license=` (values separated by commas),
 * `&tag=` and `&sort=`, so reload, Back and a shared link show the same results.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const query = params.get("query") ?? "";
  const types = readType(params.get("types"));
  const isDrafts = params.get("types") === "draft";
  const hasCards = types !== "user" && !isDrafts;
  const { isAuthenticated } = useCurrentUser();
  const filters = hasCards ? readCardFilters(params) : undefined;
  const [page, handlePageChange] = usePageParam();

  const handlers: CardFilterHandlers = {
    onToggle: (key, value) => setParams(toggleFilterValue(params, key, value)),
    onTagChange: (tag) => setParams(withParam(params, "tag", tag)),
    onSortChange: (sort) => setParams(withParam(params, "sort", sort)),
    onRecognitionChange: (change) => {
      let next = params;
      for (const [key, value] of Object.entries(change))
        next = withParam(next, key, value ? "true" : undefined);
      setParams(next);
    },
    onClear: () => setParams(withoutCardFilters(params)),
  };
  const noun = isDrafts
    ? "your drafts"
    : types === "card"
      ? "cards"
      : types === "user"
        ? "members"
        : "cards and members";

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams(params);
    const value = String(new FormData(event.currentTarget).get("query") ?? "").trim();
    if (value) next.set("query", value);
    else next.delete("query");
    next.delete("page");
    setParams(next);
  }

  return (
    <PageContainer>
      <DocumentTitle title={query ? `${query} · Search` : "Search"} />
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
        {filters ? (
          <RecognitionFilters
            isReviewed={filters.reviewed}
            isExemplar={filters.exemplar}
            onChange={handlers.onRecognitionChange}
          />
        ) : null}
      </search>
      {isDrafts && !isAuthenticated ? (
        <SignInPrompt
          className="max-w-2xl"
          icon={FilePen}
          title="Sign in to search your drafts"
          description="Published cards and members are open to everyone; drafts are for their authors."
        />
      ) : isDrafts ? (
        <DraftResults query={query} page={page} onPageChange={handlePageChange} />
      ) : (
        <SearchResults
          query={query}
          types={types}
          page={page}
          onPageChange={handlePageChange}
          filters={filters}
          handlers={filters ? handlers : undefined}
        />
      )}
    </PageContainer>
  );
}
