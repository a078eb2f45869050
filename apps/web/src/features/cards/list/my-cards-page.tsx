import { Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { useCurrentUser } from "@/features/auth";
import { useBookmarkedCards } from "@/features/bookmarks";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useCardsByUser } from "../api/get-cards-by-user";
import { CardGrid } from "../components/card-grid";
import { BookmarkedList } from "./bookmarked-list";
import { ListToolbar } from "./list-toolbar";
import { MyCardsEmpty } from "./my-cards-empty";
import { parseMyCardsFilter } from "./my-cards-status";
import { MyCardsTabs, parseMyCardsTab } from "./my-cards-tabs";
import { RestoreButton } from "./restore-button";
import { StatusFilter } from "./status-filter";
import { useListParams } from "./use-list-params";
import { useMyCardCounts } from "./use-my-card-counts";

const PAGE_SIZE = 12;

/** `/card/my-cards`: the member's cards by status, with search inside the list, sort and pages. */
export function MyCardsPage() {
  const { user_id: userId, isLoading: isMemberLoading } = useCurrentUser();
  const { params, page, sort, update } = useListParams("updated");
  const filter = parseMyCardsFilter(params.get("status"));
  const tab = parseMyCardsTab(params.get("tab"));
  const bookmarkedCount = useBookmarkedCards({ page: 1, pageSize: 1 }).data?.total;
  const [query, setQuery] = useState(params.get("q") ?? "");
  const debouncedQuery = useDebouncedValue(query.trim(), 300);
  const listTop = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if ((params.get("q") ?? "") !== debouncedQuery) update({ q: debouncedQuery });
  }, [debouncedQuery, params, update]);

  const cards = useCardsByUser(userId, {
    status: filter === "all" ? undefined : filter,
    q: debouncedQuery || undefined,
    sort,
    page,
    pageSize: PAGE_SIZE,
  });
  const counts = useMyCardCounts(userId);

  const handlePageChange = (next: number) => {
    update({ page: next });
    listTop.current?.scrollIntoView({ block: "start" });
  };

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Cards"
        title="My cards"
        description={
          tab === "bookmarked"
            ? "Cards you bookmarked to come back to, newest bookmark first."
            : "Everything you write or co-author: drafts in progress, published cards, and those you took offline."
        }
        actions={
          <Button asChild>
            <Link to="/card/create">
              <Plus aria-hidden />
              Create a card
            </Link>
          </Button>
        }
      />
      <div ref={listTop} className="scroll-mt-24 space-y-5">
        <MyCardsTabs value={tab} bookmarkedCount={bookmarkedCount} />
        {tab === "bookmarked" ? <BookmarkedList page={page} onPageChange={handlePageChange} /> : null}
      </div>
      <div hidden={tab === "bookmarked"} className="mt-5 space-y-5">
        <StatusFilter
          value={filter}
          counts={counts}
          onChange={(value) => update({ status: value === "all" ? undefined : value })}
        />
        <ListToolbar
          query={query}
          onQueryChange={setQuery}
          searchLabel="Search my cards"
          sort={sort}
          onSortChange={(value) => update({ sort: value })}
        />
        <div aria-live="polite" className="sr-only">
          {cards.data ? `${cards.data.total} cards` : ""}
        </div>
        <CardGrid
          cards={cards.data?.items}
          isLoading={cards.isLoading || isMemberLoading}
          showStatus
          headingLevel="h2"
          label="My cards"
          className={cards.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}
          renderActions={(card) =>
            card.isDeleted && card.abilities.restore ? (
              <RestoreButton cardId={card.id} title={card.title} />
            ) : null
          }
          empty={<MyCardsEmpty filter={filter} query={debouncedQuery} onClearQuery={() => setQuery("")} />}
        />
        {cards.data ? (
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={cards.data.total}
            onPageChange={handlePageChange}
            label="My cards pages"
          />
        ) : null}
      </div>
    </PageContainer>
  );
}
