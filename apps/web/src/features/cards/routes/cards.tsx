import { Layers } from "lucide-react";
import { Link } from "react-router";
import { FeaturePage } from "@/components/layout/feature-page";
import { Button } from "@/components/ui/button";

/** Route module for `/card`: the entry point to cards. */
export function Component() {
  return (
    <FeaturePage
      eyebrow="Cards"
      title="Cards"
      description="Teaching activities, courses, programs and assessments shared by engineering educators."
      icon={Layers}
      panelTitle="Start with a search or a new card"
      panelText="Browse published cards by topic and course level, or write one of your own."
      actions={
        <>
          <Button asChild>
            <Link to="/card/create">Create a card</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/search?types=card">Search cards</Link>
          </Button>
        </>
      }
    />
  );
}
