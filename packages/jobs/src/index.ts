export * from "./job-admin";
export * from "./jobs";
