import { integer, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { cards } from "./cards";
import { bytea } from "./types";

/**
 * The live document of a card draft (decision 0017): the Yjs state the collab server saves
 * (debounced and on the last disconnect) beside the draft JSON it derives from it. A card has a
 * row once its draft was opened for co-editing; without one, the draft JSON is loaded into a new
 * document. `draftRevision` is the card's draft revision the state was last reconciled with.
 */
export const cardLiveDocuments = pgTable("card_live_documents", {
  cardId: uuid("card_id")
    .primaryKey()
    .references(() => cards.id, { onDelete: "cascade" }),
  state: bytea("state").notNull(),
  draftRevision: integer("draft_revision").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
