export * from "./overview";
