import { index, pgTable, primaryKey, real, timestamp, uuid } from "drizzle-orm/pg-core";
import { cards, cardVersions } from "./cards";

/**
 * A published card's related cards with their likeness score (best first through
 * `card_related_card_score_idx`). Filled by the API's `cards.rank-related` job when a card is
 * published, and for the cards it now relates to (scores are symmetric); readers still filter
 * by `publicCards`, so a card hidden since shows nowhere.
 */
export const cardRelated = pgTable(
  "card_related",
  {
    cardId: uuid("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    relatedCardId: uuid("related_card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    score: real("score").notNull(),
  },
  (t) => [
    primaryKey({ name: "card_related_pk", columns: [t.cardId, t.relatedCardId] }),
    index("card_related_card_score_idx").on(t.cardId, t.score.desc(), t.relatedCardId),
    index("card_related_related_idx").on(t.relatedCardId),
  ],
);

/**
 * Which published version a card's `card_related` rows were ranked for. No row (or another
 * version): not ranked yet, so the first read ranks it; a card with no related card has a row too.
 */
export const cardRelatedRuns = pgTable("card_related_runs", {
  cardId: uuid("card_id")
    .primaryKey()
    .references(() => cards.id, { onDelete: "cascade" }),
  versionId: uuid("version_id")
    .notNull()
    .references(() => cardVersions.id, { onDelete: "cascade" }),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
});
