import { type SearchSort, type SearchType, searchSorts, searchTypes } from "@keen/contracts";
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
import type { CardFilterKey } from "../components/search-facets";
import { SearchResults } from "../components/search-results";
import { SearchTypeTabs } from "../components/search-type-tabs";

/** The one type in the URL (`types=card` or `types=user`), or null for both. */
function readType(value: string | null): SearchType | null {
  return oneOf(searchTypes, value);
}

/**
 * Route module for `/search?query=&types=card|user|draft` (cards: `&reviewed=true`,
 * `&exemplar=true`, facet filters `&cardType=&discipline=&tag=` and `&sort=`).
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const query = params.get("query") ?? "";
  const types = readType(params.get("types"));
  const isDrafts = params.get("types") === "draft";
  const { isAuthenticated } = useCurrentUser();
  const sortParam = oneOf(searchSorts, params.get("sort"));
  const sort: SearchSort | undefined = types === "card" ? (sortParam ?? undefined) : undefined;
  const filters: Partial<Record<CardFilterKey, string>> =
    types === "card"
      ? {
          cardType: params.get("cardType") ?? undefined,
          discipline: params.get("discipline") ?? undefined,
          tag: params.get("tag") ?? undefined,
        }
      : {};

  function setParam(key: string, value: string | undefined) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete("page");
    setParams(next);
  }
  const [page, handlePageChange] = usePageParam();
  // Peer-reviewed and Exemplar narrow the Cards tab only.
  const reviewed = types === "card" && params.get("reviewed") === "true";
  const exemplar = types === "card" && params.get("exemplar") === "true";

  function handleRecognitionChange(change: { reviewed?: boolean; exemplar?: boolean }) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, "true");
      else next.delete(key);
    }
    next.delete("page");
    setParams(next);
  }
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
        {types === "card" ? (
          <RecognitionFilters
            isReviewed={reviewed}
            isExemplar={exemplar}
            onChange={handleRecognitionChange}
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
          reviewed={reviewed}
          exemplar={exemplar}
          filters={filters}
          sort={sort}
          onFilterChange={setParam}
          onSortChange={(value) => setParam("sort", value)}
        />
      )}
    </PageContainer>
  );
}
