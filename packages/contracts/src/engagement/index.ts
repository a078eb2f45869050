export * from "./bookmarks";
export * from "./citations";
export * from "./discussions";
export * from "./engagement-people";
export * from "./feedback";
export * from "./feedback-requests";
