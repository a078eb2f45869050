import type { Extension, onAuthenticatePayload, onTokenSyncPayload } from "@hocuspocus/server";
import { cardDocumentName, cardIdOfDocument, collabRevocations } from "@keen/card-doc";
import { type CollabAccess, collabAccess } from "@keen/cards";
import type { Database } from "@keen/db";
import { type CollabTokenClaims, collabShardOf, verifyCollabToken } from "@keen/server-kit";
import { type CollabContext, type CollabLogger, CollabRefusal } from "./collab-context";

export type AuthDeps = {
  db: Database;
  secret: string;
  /** The shard this process serves. */
  shard: { index: number; count: number };
  log: CollabLogger;
};

const accessRefusals: Record<Exclude<CollabAccess, "edit">, string> = {
  not_found: "card not found",
  forbidden: "you may not edit this card",
};

/** The claims of a token for this card, or a refusal. */
async function verifyFor(secret: string, token: string, cardId: string): Promise<CollabTokenClaims> {
  const claims = await verifyCollabToken(secret, token).catch(() => {
    throw new CollabRefusal("invalid or expired token");
  });
  if (claims.cardId.toLowerCase() !== cardId) throw new CollabRefusal("the token is for another card");
  return claims;
}

/** Refuses unless the cards policy lets the member edit the card now. */
async function assertMayEdit(db: Database, userId: string, cardId: string): Promise<void> {
  const access = await collabAccess(db, userId, cardId);
  if (access !== "edit") throw new CollabRefusal(accessRefusals[access]);
}

/**
 * Who may join a card's live document (decision 0017). On connect: a valid token of
 * `GET /TipTap/token/{cardId}` for this very card, a card of this process's shard (the API hands
 * out the shard's address; another shard's card is refused, never served twice), and the cards
 * policy's `edit` now. On renewal (the provider's `sendToken`): a valid token of the same member
 * and card, checked against the policy again, moves the connection's expiry on.
 */
export function authExtension(deps: AuthDeps): Extension<CollabContext> {
  const { db, secret, shard, log } = deps;
  const refuse = (documentName: string, error: unknown) => {
    if (error instanceof CollabRefusal)
      log.info({ documentName, reason: error.reason }, "co-editing refused");
    return error;
  };

  return {
    extensionName: "keen-auth",
    async onAuthenticate({
      token,
      documentName,
    }: onAuthenticatePayload<CollabContext>): Promise<CollabContext> {
      try {
        const cardId = cardIdOfDocument(documentName);
        // One spelling per card: "card:ABC…" beside "card:abc…" would be a second, diverging document.
        if (!cardId || documentName !== cardDocumentName(cardId))
          throw new CollabRefusal("not a card document");
        const claims = await verifyFor(secret, token, cardId);
        const owner = collabShardOf(cardId, shard.count);
        if (owner !== shard.index) {
          throw new CollabRefusal(
            `this card is served by collab shard ${owner} of ${shard.count}; this server is shard ${shard.index}`,
          );
        }
        await assertMayEdit(db, claims.userId, cardId);
        return { userId: claims.userId, cardId, expiresAt: claims.expiresAt };
      } catch (error) {
        throw refuse(documentName, error);
      }
    },

    async onTokenSync({ token, documentName, connection }: onTokenSyncPayload<CollabContext>) {
      try {
        const context = connection.context;
        const claims = await verifyFor(secret, token, context.cardId);
        if (claims.userId !== context.userId) throw new CollabRefusal(collabRevocations.otherMember);
        await assertMayEdit(db, claims.userId, context.cardId);
        // The sweep reads the connection's own context; Hocuspocus merges what we return into a copy.
        context.expiresAt = claims.expiresAt;
        return { expiresAt: claims.expiresAt };
      } catch (error) {
        throw refuse(documentName, error);
      }
    },
  };
}
