import type { CardDetail } from "@keen/contracts";
import { AttributesSection } from "./sections/attributes-section";
import { AuthorsSection } from "./sections/authors-section";
import { DetailsSection } from "./sections/details-section";
import { OutcomesSection } from "./sections/outcomes-section";
import { RecommendedSection } from "./sections/recommended-section";
import { ResourcesSection } from "./sections/resources-section";

/** The content of one card tab, by its path. */
export function CardSectionContent({ card, section }: { card: CardDetail; section: string }) {
  switch (section) {
    case "educational-outcomes":
      return <OutcomesSection card={card} />;
    case "resources":
      return <ResourcesSection card={card} />;
    case "attributes":
      return <AttributesSection card={card} />;
    case "authors":
      return <AuthorsSection card={card} />;
    case "recommended-content":
      return <RecommendedSection card={card} />;
    default:
      return <DetailsSection card={card} />;
  }
}
