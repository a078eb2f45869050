import type { CardDetail } from "@keen/contracts";
import { Compass } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useRelatedCards } from "../../api/get-related-cards";
import { CardGrid } from "../../components/card-grid";
import { SectionBlock } from "./section-block";

/** The Recommended content tab: published cards that share disciplines, tags, type or topic. */
export function RecommendedSection({ card }: { card: CardDetail }) {
  const related = useRelatedCards(card.id);
  return (
    <SectionBlock
      title="Recommended content"
      description="Published cards that share disciplines, tags, type or topic with this one."
    >
      <CardGrid
        cards={related.data}
        isLoading={related.isLoading}
        skeletons={3}
        label="Related cards"
        className="lg:grid-cols-2 xl:grid-cols-3"
        empty={
          <EmptyState
            icon={Compass}
            title="Nothing similar yet"
            description="As colleagues publish cards on related topics, they will be recommended here. Meanwhile, browse what the community has shared."
            actions={
              <Button asChild variant="outline" size="sm">
                <Link to="/card">Browse cards</Link>
              </Button>
            }
          />
        }
      />
    </SectionBlock>
  );
}
