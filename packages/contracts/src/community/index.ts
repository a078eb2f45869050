export * from "./live-events";
export * from "./messages";
export * from "./notifications";
