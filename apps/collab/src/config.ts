import { defaultPorts, envFields, parseEnv } from "@keen/config";
import {
  collabEnvShape,
  refineCollabEnv,
  serverEnvShape,
  toCollabConfig,
  toServerConfig,
} from "@keen/server-kit";
import { z } from "zod";

/** `i/n`: this process serves shard `i` of `n` (cards by `collabShardOf`). */
const shardField = z
  .string()
  .default("0/1")
  .refine((value) => {
    const match = /^(\d+)\/(\d+)$/.exec(value);
    return match !== null && Number(match[2]) >= 1 && Number(match[1]) < Number(match[2]);
  }, 'must be "i/n" with 0 ≤ i < n (this process serves shard i of n)')
  .transform((value) => {
    const [index, count] = value.split("/").map(Number) as [number, number];
    return { index, count };
  });

/** The collab server's environment variables (docs/CONVENTIONS.md, README "Configuration"). */
export const collabEnvSchema = z
  .object({
    ...serverEnvShape,
    ...collabEnvShape,
    COLLAB_PORT: envFields.port(defaultPorts.collab),
    COLLAB_SHARD: shardField,
  })
  // Runs even when other fields are invalid, so every problem is listed at once.
  .superRefine(refineCollabEnv, { when: () => true });

/** Parses the collab server's configuration once at start-up; throws a `ConfigError` listing every problem. */
export function loadCollabConfig(env: Record<string, string | undefined>) {
  const parsed = parseEnv(collabEnvSchema, env);
  return {
    ...toServerConfig(parsed),
    port: parsed.COLLAB_PORT,
    /** The token secret (the API's) and the shard addresses. */
    collab: toCollabConfig(parsed, parsed.COLLAB_PORT),
    shard: parsed.COLLAB_SHARD,
  };
}

export type CollabServerConfig = ReturnType<typeof loadCollabConfig>;
