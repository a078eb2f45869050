export * from "./reviews";
export * from "./rubric";
