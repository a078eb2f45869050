import { ArrowRight, Library } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { CardGrid, useCards } from "@/features/cards";
import { isLibraryPublic } from "@/lib/env";
import { SectionHeading } from "./section-heading";

/**
 * "From the library": the newest published cards, open to visitors (issue 25 §2), so the home page
 * shows what the community shares before asking anyone to join. Not shown when the deployment keeps
 * the library members-only.
 */
export function LandingLibrary() {
  if (!isLibraryPublic()) return null;
  return <RecentlyPublished />;
}

function RecentlyPublished() {
  const cards = useCards({ sort: "newest", pageSize: 6 });
  return (
    <section aria-labelledby="library-title" className="mx-auto max-w-6xl px-4 pt-16 pb-4 sm:px-6 sm:pt-20">
      <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
        <SectionHeading id="library-title" eyebrow="From the library" title="Recently published cards">
          Read any published card: the activity, its outcomes, the files to teach it and what colleagues said
          after using it.
        </SectionHeading>
        <Button asChild variant="outline">
          <Link to="/card">
            Browse all cards
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
      <CardGrid
        className="mt-10"
        cards={cards.data?.items}
        // Pending, not loading: the build's prerendered page fetches nothing and shows the skeletons.
        isLoading={cards.isPending}
        label="Recently published cards"
        empty={
          <EmptyState
            icon={Library}
            title="No cards published yet"
            description="The first cards are on their way. Join to publish an activity that worked in your classroom."
          />
        }
      />
    </section>
  );
}
