export { type AppDeps, buildApp } from "./app";
export { type ApiConfig, apiEnvSchema, loadApiConfig } from "./config";
