import { FilePen } from "lucide-react";
import { Link } from "react-router";
import { FeaturePage } from "@/components/layout/feature-page";
import { Button } from "@/components/ui/button";

/** Route module for `/card/edit/:id`. */
export function Component() {
  return (
    <FeaturePage
      breadcrumbs={[{ label: "My cards", to: "/card/my-cards" }, { label: "Edit card" }]}
      title="Edit card"
      description="Work on your draft with your co-authors, then publish when it is ready."
      icon={FilePen}
      panelTitle="The card editor opens here"
      panelText="You will edit the draft together with co-authors in real time; the published version stays unchanged until you publish again."
      actions={
        <Button asChild variant="outline">
          <Link to="/card/my-cards">Back to my cards</Link>
        </Button>
      }
    />
  );
}
