export * from "./bookmarks";
export * from "./citations";
export * from "./discussion-values";
export * from "./discussions";
export * from "./engagement-people";
export * from "./feedback";
export * from "./feedback-requests";
