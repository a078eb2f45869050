import { createHash } from "node:crypto";
import { randomSecret } from "@keen/config/dev-secrets";
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";

/**
 * Co-editing settings shared by the API (which signs tokens and tells the browser where to
 * connect) and the collab server (which verifies them and serves its share of the cards).
 */
export const collabEnvShape = {
  /** HMAC secret of collaboration tokens (at least 32 characters); required in production. */
  COLLAB_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * The collab servers' public WebSocket addresses, comma-separated, in shard order: card X is
   * served by `collabShardOf(X, count)`. Default `ws://localhost:{COLLAB_PORT}`.
   */
  COLLAB_URL: z
    .string()
    .min(1)
    .refine(
      (value) => value.split(",").every((url) => /^wss?:\/\/[^\s,]+$/.test(url.trim())),
      "must be ws:// or wss:// addresses, comma-separated",
    )
    .optional(),
};

type CollabEnv = {
  NODE_ENV?: string;
  COLLAB_SECRET?: string;
  COLLAB_URL?: string;
};

/** Production needs its own `COLLAB_SECRET` (reported with every other problem at start-up). */
export function refineCollabEnv(env: Partial<CollabEnv>, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV === "production" && !env.COLLAB_SECRET) {
    ctx.addIssue({ code: "custom", path: ["COLLAB_SECRET"], message: "required in production" });
  }
}

const processCollabSecret = randomSecret();

/** The token secret and the shard addresses from the parsed env. */
export function toCollabConfig(env: CollabEnv, defaultPort: number) {
  return {
    // `npm start` gives every process the stack's own (scripts/lib/env.ts, decision 0038); a
    // process started alone in development makes a random one that nobody can derive.
    secret: env.COLLAB_SECRET ?? processCollabSecret,
    urls: (env.COLLAB_URL ?? `ws://localhost:${defaultPort}`).split(",").map((url) => url.trim()),
  };
}
export type CollabConfig = ReturnType<typeof toCollabConfig>;

/** Collaboration tokens last ten minutes; the editor renews them before they run out. */
export const collabTokenSeconds = 600;
const audience = "urn:keen:collab";

export type CollabTokenClaims = { userId: string; cardId: string; expiresAt: Date };

/** A signed token naming the member and the card they may co-edit (HS256). */
export async function signCollabToken(
  secret: string,
  claims: { userId: string; cardId: string },
  seconds = collabTokenSeconds,
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date((Math.floor(Date.now() / 1000) + seconds) * 1000);
  const token = await new SignJWT({ card: claims.cardId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
  return { token, expiresAt };
}

/** The claims of a valid, unexpired token; throws for a forged, expired or malformed one. */
export async function verifyCollabToken(secret: string, token: string): Promise<CollabTokenClaims> {
  const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
    audience,
    algorithms: ["HS256"],
  });
  if (typeof payload.sub !== "string" || typeof payload.card !== "string" || !payload.exp) {
    throw new Error("token does not name a member and a card");
  }
  return { userId: payload.sub, cardId: payload.card, expiresAt: new Date(payload.exp * 1000) };
}

/**
 * Which of `count` collab shards serves a card: jump consistent hashing (Lamping & Veach) over
 * the first 52 bits of the card id's SHA-256, so adding a shard moves only 1/(n+1) of the cards.
 * The API hands out `COLLAB_URL[shard]`; a collab server refuses cards of other shards.
 */
export function collabShardOf(cardId: string, count: number): number {
  if (count <= 1) return 0;
  const digest = createHash("sha256").update(cardId.toLowerCase()).digest();
  // A 52-bit key keeps the arithmetic exact in doubles; the LCG runs in BigInt.
  let key = BigInt(digest.readUIntBE(0, 6)) * 16n + BigInt(digest[6]! >> 4);
  let bucket = -1n;
  let next = 0n;
  while (next < BigInt(count)) {
    bucket = next;
    key = (key * 2862933555777941757n + 1n) & 0xffffffffffffffffn;
    next = BigInt(Math.floor((Number(bucket) + 1) * (2 ** 31 / Number((key >> 33n) + 1n))));
  }
  return Number(bucket);
}
