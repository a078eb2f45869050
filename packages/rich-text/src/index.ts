export * from "./extensions";
export * from "./plain-text";
export * from "./render";
export * from "./sanitize";
export * from "./schema";
export * from "./urls";
