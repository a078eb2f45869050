import { MyCardsPage } from "../list/my-cards-page";

/** Route module for `/card/my-cards`. */
export function Component() {
  return <MyCardsPage />;
}
