export * from "./card-conflicts";
export * from "./card-content";
export * from "./card-enums";
export * from "./card-people";
export * from "./card-requests";
export * from "./card-views";
export * from "./files";
export * from "./rich-text";
