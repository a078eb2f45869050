import { Library } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useCards } from "../api/get-cards";
import { CardGrid } from "../components/card-grid";
import { LandingSection } from "./landing-section";

/** "Recently published": the community's newest cards. */
export function RecentCardsSection() {
  const cards = useCards({ sort: "newest", pageSize: 6 });
  return (
    <LandingSection
      id="recent-cards-title"
      title="Recently published"
      description="The newest cards from colleagues across the network."
      action={
        <Button asChild variant="link" className="px-0">
          <a href="#browse-cards-title">Browse all</a>
        </Button>
      }
    >
      <CardGrid
        cards={cards.data?.items}
        isLoading={cards.isLoading}
        label="Recently published cards"
        empty={
          <EmptyState
            icon={Library}
            title="No cards published yet"
            description="Be the first: share an activity that worked well in your classroom."
            actions={
              <Button asChild size="sm">
                <Link to="/card/create">Create a card</Link>
              </Button>
            }
          />
        }
      />
    </LandingSection>
  );
}
