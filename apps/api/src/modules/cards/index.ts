/** The cards module's face: what the app and other modules use of it. */
export { presentCardSummaries } from "./cards.presenter";
export { cardsRoutes } from "./cards.routes";
export { listCardPage, publishedColumns } from "./list-cards";
export { assertPublishable, insertPublishedVersion } from "./publish-card";
export { relatedCardJobDefinitions } from "./related-cards-jobs";
