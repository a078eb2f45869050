import { Forbidden, Unauthorized } from "@hocuspocus/common";
import type { Connection, Hocuspocus } from "@hocuspocus/server";
import { cardIdOfDocument, collabRevocations } from "@keen/card-doc";
import { type CollabAccess, collabAccess } from "@keen/cards";
import type { Database } from "@keen/db";
import type { CollabContext, CollabLogger } from "./collab-context";

/**
 * Closes the connections that may no longer co-edit: their token ran out (the editor renews it
 * before that) or the cards policy no longer lets their member edit the card (a removed
 * co-author, a deleted card). One policy check per member and card per sweep. With `cardId`,
 * only that card's connections (told by `card_access_changed` that its access changed).
 */
export async function sweepConnections(
  hocuspocus: Hocuspocus<CollabContext>,
  db: Database,
  log: CollabLogger,
  options: { now?: Date; cardId?: string } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const documents = [...hocuspocus.documents.values()].filter(
    (document) => !options.cardId || cardIdOfDocument(document.name) === options.cardId,
  );
  const connections = documents.flatMap((document) => document.getConnections());
  const checks = new Map<string, Promise<CollabAccess>>();
  const accessOf = ({ userId, cardId }: CollabContext) => {
    const key = `${userId}:${cardId}`;
    let check = checks.get(key);
    if (!check) {
      check = collabAccess(db, userId, cardId);
      checks.set(key, check);
    }
    return check;
  };
  await Promise.all(
    connections.map(async (connection: Connection<CollabContext>) => {
      const context = connection.context;
      if (context.expiresAt <= now) {
        log.info({ userId: context.userId, cardId: context.cardId }, "co-editing token expired; closing");
        connection.close({ code: Unauthorized.code, reason: "token expired" });
        return;
      }
      if ((await accessOf(context)) !== "edit") {
        log.info({ userId: context.userId, cardId: context.cardId }, "may no longer edit; closing");
        connection.close({ code: Forbidden.code, reason: collabRevocations.removed });
      }
    }),
  );
}

/** Runs `sweepConnections` every `intervalMs` (a failed sweep is logged; the next one tries again). */
export function startSweep(
  hocuspocus: Hocuspocus<CollabContext>,
  db: Database,
  log: CollabLogger,
  intervalMs: number,
): () => void {
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    sweepConnections(hocuspocus, db, log)
      .catch((err) => log.warn({ err }, "co-editing sweep failed"))
      .finally(() => {
        isRunning = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
