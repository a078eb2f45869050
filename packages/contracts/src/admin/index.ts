export * from "./audit";
export * from "./jobs";
export * from "./members";
export * from "./overview";
