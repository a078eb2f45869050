import { PenLine } from "lucide-react";
import { Link } from "react-router";
import { FeaturePage } from "@/components/layout/feature-page";
import { Button } from "@/components/ui/button";

/** Route module for `/card/create`. */
export function Component() {
  return (
    <FeaturePage
      breadcrumbs={[{ label: "My cards", to: "/card/my-cards" }, { label: "Create a card" }]}
      title="Create a card"
      description="Choose a card type, describe what students do, and align it with the 3Cs."
      icon={PenLine}
      panelTitle="The card editor opens here"
      panelText="A guided editor will walk you through the title, summary, learning objectives, resources and co-authors of your new card."
      actions={
        <Button asChild variant="outline">
          <Link to="/card/my-cards">Back to my cards</Link>
        </Button>
      }
    />
  );
}
