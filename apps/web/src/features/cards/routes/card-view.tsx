import { FileText } from "lucide-react";
import { Link, useLocation, useParams } from "react-router";
import { FeaturePage } from "@/components/layout/feature-page";
import { Button } from "@/components/ui/button";
import { CardSectionTabs, cardSections } from "../components/card-section-tabs";

/** Route module for `/card/:id` and its sections (details, outcomes, resources, attributes, authors, recommended). */
export function Component() {
  const { id = "" } = useParams();
  const { pathname } = useLocation();
  const sectionPath = pathname.split("/")[3] ?? "";
  const section = cardSections.find((s) => s.path === sectionPath) ?? cardSections[0];

  return (
    <FeaturePage
      breadcrumbs={[{ label: "Cards", to: "/card" }, { label: section.label }]}
      title="Card"
      description="A teaching card with everything a colleague needs to use it in class."
      icon={FileText}
      panelTitle={section.label}
      panelText={`This card's ${section.label.toLowerCase()} will appear here.`}
      actions={
        <>
          <Button asChild>
            <Link to="/search?types=card">Search cards</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/card/my-cards">My cards</Link>
          </Button>
        </>
      }
    >
      <CardSectionTabs cardId={id} />
    </FeaturePage>
  );
}
