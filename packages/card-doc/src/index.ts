export * from "./content";
export * from "./doc-values";
export * from "./layout";
export * from "./protocol";
export * from "./server-message";
export * from "./text-diff";
