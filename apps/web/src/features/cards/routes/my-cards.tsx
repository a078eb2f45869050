import { FolderOpen, Plus } from "lucide-react";
import { Link } from "react-router";
import { FeaturePage } from "@/components/layout/feature-page";
import { Button } from "@/components/ui/button";

/** Route module for `/card/my-cards`. */
export function Component() {
  return (
    <FeaturePage
      eyebrow="Cards"
      title="My cards"
      description="Your drafts, published cards and the cards you are reviewing, in one place."
      icon={FolderOpen}
      panelTitle="Your cards will be listed here"
      panelText="Cards you write or co-author will be listed here, with their status and review progress."
      actions={
        <Button asChild>
          <Link to="/card/create">
            <Plus aria-hidden />
            Create a card
          </Link>
        </Button>
      }
    />
  );
}
