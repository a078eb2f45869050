import type { CardSummary } from "@keen/contracts";
import { LayoutGrid } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { CardGrid } from "@/features/cards";

/** The cards an institution features, in the admins' order, as card tiles. */
export function FeaturedCardsSection({ cards }: { cards: CardSummary[] }) {
  return (
    <section aria-labelledby="institution-cards-title">
      <h2 id="institution-cards-title" className="scroll-mt-24 text-2xl font-semibold">
        Featured cards
      </h2>
      <p className="mt-1 text-slate-600">Teaching ideas from this institution’s faculty.</p>
      <CardGrid
        cards={cards}
        isLoading={false}
        label="Featured cards"
        className="mt-5 lg:grid-cols-2"
        empty={
          <EmptyState
            className="mt-5"
            icon={LayoutGrid}
            title="No featured cards yet"
            description="Cards this institution’s faculty publish can be featured here. Browse the library in the meantime."
            actions={
              <Button asChild variant="outline">
                <Link to="/card/search">Browse cards</Link>
              </Button>
            }
          />
        }
      />
    </section>
  );
}
