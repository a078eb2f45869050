export * from "./institution-proposals";
export * from "./institution-requests";
export * from "./institution-views";
export * from "./partners";
