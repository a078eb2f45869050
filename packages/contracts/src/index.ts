export * from "./cards";
export * from "./errors";
export * from "./health";
export * from "./lookups";
export * from "./members";
export * from "./search";
export * from "./users";
