import type { User } from "@keen/contracts";
import { Layers } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { CardGrid, useCardsByUser } from "@/features/cards";
import { ProfileSection } from "./profile-section";

const PAGE_SIZE = 6;

/** The page of published cards shown, from `?cardsPage=` (so Back returns to it). */
function useCardsPage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("cardsPage") ?? "1", 10) || 1);
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete("cardsPage");
        else updated.set("cardsPage", String(next));
        return updated;
      },
      { preventScrollReset: true },
    );
  return [page, setPage];
}

/** The member's published cards as a paginated grid of card tiles. */
export function MemberCardsSection({ member, isOwn }: { member: User; isOwn: boolean }) {
  const [page, setPage] = useCardsPage();
  const cards = useCardsByUser(member.userId, { status: "published", page, pageSize: PAGE_SIZE });
  const total = cards.data?.total ?? 0;
  const firstName = member.firstName || "This member";

  return (
    <ProfileSection
      id="profile-cards"
      title={total ? `Published cards (${total})` : "Published cards"}
      action={
        isOwn ? (
          <Button asChild variant="ghost" size="sm" className="text-brand-700">
            <Link to="/card/my-cards">My cards</Link>
          </Button>
        ) : undefined
      }
    >
      <CardGrid
        cards={cards.data?.items}
        isLoading={cards.isLoading}
        skeletons={3}
        headingLevel="h3"
        label={`Cards by ${member.firstName} ${member.lastName}`}
        className="lg:grid-cols-2 xl:grid-cols-3"
        empty={
          <EmptyState
            icon={Layers}
            title="No published cards yet"
            description={
              isOwn
                ? "Cards you publish appear here for colleagues to find, use and cite."
                : `${firstName} hasn’t published a card yet.`
            }
            actions={
              isOwn ? (
                <Button asChild>
                  <Link to="/card/create">Create a card</Link>
                </Button>
              ) : undefined
            }
          />
        }
      />
      <Pagination
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        onPageChange={setPage}
        label="Pages of published cards"
      />
    </ProfileSection>
  );
}
