export { buildIdpApp } from "./app";
export { type IdpConfig, loadIdpConfig } from "./config";
