export * from "./jobs";
export * from "./overview";
