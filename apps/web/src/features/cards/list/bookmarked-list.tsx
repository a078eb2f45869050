import { Pagination } from "@/components/ui/pagination";
import { BookmarkedEmpty, useBookmarkedCards } from "@/features/bookmarks";
import { CardGrid } from "../components/card-grid";

const PAGE_SIZE = 12;

type BookmarkedListProps = { page: number; onPageChange: (page: number) => void };

/** My cards → Bookmarked: the cards the member bookmarked, newest bookmark first, a page at a time. */
export function BookmarkedList({ page, onPageChange }: BookmarkedListProps) {
  const cards = useBookmarkedCards({ page, pageSize: PAGE_SIZE });
  return (
    <>
      <div aria-live="polite" className="sr-only">
        {cards.data ? `${cards.data.total} bookmarked cards` : ""}
      </div>
      <CardGrid
        cards={cards.data?.items}
        isLoading={cards.isLoading}
        headingLevel="h2"
        label="Bookmarked cards"
        className={cards.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}
        empty={<BookmarkedEmpty />}
      />
      {cards.data ? (
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          total={cards.data.total}
          onPageChange={onPageChange}
          label="Bookmarked cards pages"
        />
      ) : null}
    </>
  );
}
