import { defaultPorts, envFields, parseEnv } from "@keen/config";
import { serverEnvShape, toServerConfig } from "@keen/server-kit";
import { z } from "zod";

/** The API's environment variables (docs/CONVENTIONS.md). */
export const apiEnvSchema = z.object({
  ...serverEnvShape,
  API_PORT: envFields.port(defaultPorts.api),
});

/** Parses the API's configuration once at start-up; throws a `ConfigError` listing every problem. */
export function loadApiConfig(env: Record<string, string | undefined>) {
  const parsed = parseEnv(apiEnvSchema, env);
  return { ...toServerConfig(parsed), port: parsed.API_PORT };
}

export type ApiConfig = ReturnType<typeof loadApiConfig>;
