export { buildSearchApp, type SearchAppDeps } from "./app";
export { loadSearchConfig, type SearchConfig, searchEnvSchema } from "./config";
