import type { CardDetail } from "@keen/contracts";
import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { DetailsSection } from "./sections/details-section";

// The tab a card opens on (details) comes with the page; the others load when their tab is shown.
const OutcomesSection = lazy(() =>
  import("./sections/outcomes-section").then(({ OutcomesSection }) => ({ default: OutcomesSection })),
);
const ResourcesSection = lazy(() =>
  import("./sections/resources-section").then(({ ResourcesSection }) => ({ default: ResourcesSection })),
);
const AttributesSection = lazy(() =>
  import("./sections/attributes-section").then(({ AttributesSection }) => ({ default: AttributesSection })),
);
const AuthorsSection = lazy(() =>
  import("./sections/authors-section").then(({ AuthorsSection }) => ({ default: AuthorsSection })),
);
const RecommendedSection = lazy(() =>
  import("./sections/recommended-section").then(({ RecommendedSection }) => ({
    default: RecommendedSection,
  })),
);

/** A tab's content while its module loads. */
function SectionLoading() {
  return (
    <div className="space-y-3" aria-busy="true">
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/6" />
    </div>
  );
}

/** The content of one card tab, by its path. */
export function CardSectionContent({ card, section }: { card: CardDetail; section: string }) {
  return <Suspense fallback={<SectionLoading />}>{renderSection(card, section)}</Suspense>;
}

function renderSection(card: CardDetail, section: string) {
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
