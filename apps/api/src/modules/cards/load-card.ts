import type { CardContent } from "@keen/contracts";
import type { Executor, Transaction } from "@keen/db";
import { cards } from "@keen/db";
import { eq, sql } from "drizzle-orm";
import { notFound } from "../../lib/errors";
import type { Actor } from "../../lib/policy";
import { authorizeCard, type CardAction, type CardResource } from "./cards.policy";

export type { Executor, Transaction };

/** A card row as stored, with its draft typed. */
export type CardRow = Omit<typeof cards.$inferSelect, "draft"> & { draft: CardContent };

/** A card row with the facts its policy needs. */
export type LoadedCard = CardRow & { resource: CardResource };

/**
 * The policy facts of a card row (its member authors, editors and members with an open feedback
 * request are loaded separately; lists, which never show drafts to those members, leave the
 * last out).
 */
export function toCardResource(
  card: Pick<CardRow, "status" | "deletedAt" | "publishedVersionId">,
  authorIds: readonly string[],
  editorIds: readonly string[],
  requesteeIds: readonly string[] = [],
): CardResource {
  return {
    status: card.status,
    isDeleted: card.deletedAt !== null,
    hasPublishedVersion: card.publishedVersionId !== null,
    authorIds,
    editorIds,
    requesteeIds,
  };
}

/**
 * Loads a card with its member authors, editors and open feedback requestees, or null. `forUpdate` locks the row until
 * the transaction ends, so concurrent saves and publishes of one card run one after the other.
 */
export async function loadCard(
  db: Executor,
  cardId: string,
  options: { forUpdate?: boolean } = {},
): Promise<LoadedCard | null> {
  // One statement: the row and the ids its policy needs (a transaction runs one query at a time;
  // text[] because pg parses text arrays, not uuid arrays).
  const query = db
    .select({
      card: cards,
      authorIds: sql<string[]>`array(
        select a.user_id::text from card_authors a where a.card_id = "cards"."id" and a.user_id is not null)`,
      editorIds: sql<
        string[]
      >`array(select e.user_id::text from card_editors e where e.card_id = "cards"."id")`,
      requesteeIds: sql<string[]>`array(
        select r.requestee_id::text from card_feedback_requests r
        where r.card_id = "cards"."id" and r.answered_at is null and r.withdrawn_at is null)`,
    })
    .from(cards)
    .where(eq(cards.id, cardId));
  const [found] = options.forUpdate ? await query.for("update", { of: cards }) : await query;
  if (!found) return null;
  const row = found.card as CardRow;
  return { ...row, resource: toCardResource(row, found.authorIds, found.editorIds, found.requesteeIds) };
}

/**
 * Loads a card and authorises the action: 404 when it does not exist or the caller may not see
 * it, 401 for anonymous callers, 403 when they see it but may not do this.
 */
export async function loadAuthorizedCard(
  db: Executor,
  actor: Actor,
  cardId: string,
  action: CardAction,
  options: { forUpdate?: boolean } = {},
): Promise<LoadedCard> {
  const card = await loadCard(db, cardId, options);
  if (!card) {
    if (!actor) authorizeCard(actor, action, emptyResource);
    throw notFound("Card");
  }
  authorizeCard(actor, action, card.resource);
  return card;
}

const emptyResource = toCardResource({ status: "draft", deletedAt: null, publishedVersionId: null }, [], []);
