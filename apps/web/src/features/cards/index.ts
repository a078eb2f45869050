/**
 * The cards feature's public pieces: the card tile, the grid of tiles and a tile's skeleton (home,
 * member profiles, institution pages), a card's heading (the server's early card page, src/prerender;
 * apps/web/server/early-load/README.md),
 * the published-cards and a member's-cards queries, and the disciplines and card types (filters). Its
 * pages (`/card`, `/card/my-cards`, `/card/create`, `/card/edit/:id`, `/card/:id`) are lazy routes.
 */
export { useCardTypes } from "./api/get-card-types";
export { cardsQueryOptions, useCards } from "./api/get-cards";
export { useCardsByUser } from "./api/get-cards-by-user";
export { useDisciplines } from "./api/get-disciplines";
export { CardGrid } from "./components/card-grid";
export { CardTile } from "./components/card-tile";
export { CardTileSkeleton } from "./components/card-tile-skeleton";
export { CardHeading } from "./view/card-heading";
