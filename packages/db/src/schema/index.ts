export * from "./cards";
export * from "./files";
export * from "./idp";
export * from "./lookups";
export * from "./members";
export * from "./types";
export * from "./users";
