import path from "node:path";
import { defaultPorts } from "@keen/config";
import { devSecretNames, loadDevSecrets } from "@keen/config/dev-secrets";

export type StackEnv = Record<string, string | undefined>;

/**
 * Fills in every setting the stack needs from the few an operator gives (ports, URLs), so all
 * processes agree on issuer, audience, client id and addresses. Values already set win.
 */
export function resolveStackEnv(input: StackEnv, root: string): StackEnv {
  const env: StackEnv = { ...input };
  const set = (key: string, value: string) => {
    if (!env[key]) env[key] = value;
  };
  set("NODE_ENV", "development");
  const isProduction = env.NODE_ENV === "production";
  set("DATA_DIR", path.join(root, "data"));
  set("WEB_PORT", String(defaultPorts.web));
  set("API_PORT", String(defaultPorts.api));
  set("SEARCH_PORT", String(defaultPorts.search));
  set("IDP_PORT", String(defaultPorts.idp));
  set("COLLAB_PORT", String(defaultPorts.collab));
  set("PG_PORT", String(defaultPorts.postgres));
  set("APP_URL", `http://localhost:${env.WEB_PORT}`);
  set("API_URL", `http://localhost:${env.API_PORT}`);
  set("SEARCH_URL", `http://localhost:${env.SEARCH_PORT}`);
  set("COLLAB_URL", `ws://localhost:${env.COLLAB_PORT}`);
  set("IDP_ISSUER", `http://localhost:${env.IDP_PORT}`);
  set("OIDC_ISSUER", env.IDP_ISSUER!);
  set("OIDC_AUDIENCE", "urn:keen:api");
  set("OIDC_CLIENT_ID", "keen-web");
  set("SUPPORT_EMAIL", "community@keen.local");
  // Public settings of the browser app (spec §5), served at /config.js.
  set("VITE_API_URL", env.API_URL!);
  set("VITE_SEARCH_URL", env.SEARCH_URL!);
  set("VITE_APP_URL", env.APP_URL!);
  set("VITE_AUTH_DOMAIN", env.OIDC_ISSUER!);
  set("VITE_AUTH_CLIENT_ID", env.OIDC_CLIENT_ID!);
  set("VITE_AUTH_REDIRECT_URI", `${env.APP_URL}/auth/callback`);
  set("VITE_AUTH_AUDIENCE", env.OIDC_AUDIENCE!);
  set("VITE_MODE", isProduction ? "production" : "development");
  set("VITE_SUPPORT_EMAIL", env.SUPPORT_EMAIL!);
  // One setting keeps the library members-only for the API, search and the browser app alike.
  set("VITE_LIBRARY_ACCESS", env.LIBRARY_ACCESS ?? "public");
  if (!isProduction) {
    // Analytics is skipped on localhost; these keep local runs valid. Production must set real ones.
    set("VITE_ANALYTICS_KEY", "local-development");
    set("VITE_INSTRUMENTATION_KEY", "local-development");
    set("VITE_TIPTAP_APP_ID", "local-development");
    // Random secrets kept in the data directory, so every process agrees and nobody else can
    // forge co-editing tokens, file URLs or IdP cookies (decision 0038). Production sets its own.
    if (devSecretNames.some((name) => !env[name])) {
      const secrets = loadDevSecrets(env.DATA_DIR!);
      for (const name of devSecretNames) set(name, secrets[name]);
    }
  }
  return env;
}
