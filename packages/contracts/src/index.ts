export * from "./errors";
export * from "./health";
export * from "./lookups";
export * from "./users";
