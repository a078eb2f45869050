export * from "./live-events";
export * from "./message-values";
export * from "./messages";
export * from "./notifications";
export * from "./reports";
