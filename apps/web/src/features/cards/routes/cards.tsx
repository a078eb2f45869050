import { CardsLandingPage } from "../list/cards-landing-page";

/** Route module for `/card`: the cards landing page. */
export function Component() {
  return <CardsLandingPage />;
}
