/** The cards module's face: what the app and other modules use of it. */
export { presentCardSummaries } from "./cards.presenter";
export { cardsRoutes } from "./cards.routes";
export { listCardPage, publishedColumns } from "./list-cards";
export { markReviewedVersion } from "./mark-reviewed-version";
export { assertPublishable, insertPublishedVersion } from "./publish-card";
export { relatedCardJobDefinitions, sendRankRelated } from "./related-cards-jobs";
