export * from "./content";
export * from "./layout";
export * from "./protocol";
export * from "./text-diff";
