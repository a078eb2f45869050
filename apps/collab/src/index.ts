export { buildCollabApp, type CollabAppDeps, type CollabTiming, defaultTiming } from "./app";
export { type CollabServerConfig, collabEnvSchema, loadCollabConfig } from "./config";
