import { defaultPorts, envFields, parseEnv } from "@keen/config";
import { serverEnvShape, toServerConfig } from "@keen/server-kit";
import { z } from "zod";

/** The search service's environment variables (docs/CONVENTIONS.md). */
export const searchEnvSchema = z.object({
  ...serverEnvShape,
  SEARCH_PORT: envFields.port(defaultPorts.search),
});

/** Parses the search service's configuration once at start-up; throws a `ConfigError` listing every problem. */
export function loadSearchConfig(env: Record<string, string | undefined>) {
  const parsed = parseEnv(searchEnvSchema, env);
  return { ...toServerConfig(parsed), port: parsed.SEARCH_PORT };
}

export type SearchConfig = ReturnType<typeof loadSearchConfig>;
