import { defaultPorts, envFields, parseEnv } from "@keen/config";
import { serverEnvShape, toServerConfig } from "@keen/server-kit";
import { z } from "zod";
import { filesEnvShape, refineFilesEnv, toFilesConfig } from "./modules/files/files-config";

/** The API's environment variables (docs/CONVENTIONS.md). */
export const apiEnvSchema = z
  .object({
    ...serverEnvShape,
    ...filesEnvShape,
    API_PORT: envFields.port(defaultPorts.api),
    /** The IdP's Auth0-compatible management API (account deletion); default `{OIDC_ISSUER}/api/v2`. */
    IDP_MANAGEMENT_URL: envFields.url.optional(),
  })
  // Runs even when other fields are invalid, so every problem is listed at once.
  .superRefine(refineFilesEnv, { when: () => true });

/** Parses the API's configuration once at start-up; throws a `ConfigError` listing every problem. */
export function loadApiConfig(env: Record<string, string | undefined>) {
  const parsed = parseEnv(apiEnvSchema, env);
  const server = toServerConfig(parsed);
  return {
    ...server,
    idpManagementUrl: parsed.IDP_MANAGEMENT_URL ?? `${server.oidc.issuer.replace(/\/+$/, "")}/api/v2`,
    port: parsed.API_PORT,
    files: toFilesConfig(parsed, parsed.API_PORT),
  };
}

export type ApiConfig = ReturnType<typeof loadApiConfig>;
