import { PageContainer } from "@/components/layout/page";
import { BrowseCardsSection } from "./browse-cards-section";
import { CardsHero } from "./cards-hero";
import { FeaturedCardsSection } from "./featured-cards-section";
import { RecentCardsSection } from "./recent-cards-section";

/** `/card`: the cards landing page — hero, featured and recent cards, then everything by type. */
export function CardsLandingPage() {
  return (
    <PageContainer className="space-y-14 sm:space-y-16">
      <CardsHero />
      <FeaturedCardsSection />
      <RecentCardsSection />
      <BrowseCardsSection />
    </PageContainer>
  );
}
