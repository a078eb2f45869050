import { index, integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { cards } from "./cards";
import { institutions } from "./lookups";
import { users } from "./users";

const institutionId = () =>
  uuid("institution_id")
    .notNull()
    .references(() => institutions.id, { onDelete: "cascade" });
const userId = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
const ordering = {
  position: integer("position").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Cards an institution features on its page, in the admins' order (published cards only). */
export const institutionFeaturedCards = pgTable(
  "institution_featured_cards",
  {
    institutionId: institutionId(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    ...ordering,
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.cardId] }),
    index("institution_featured_cards_card_idx").on(t.cardId),
  ],
);

/** Members on an institution's KEEN leadership, in the admins' order. */
export const institutionKeenLeaders = pgTable(
  "institution_keen_leaders",
  { institutionId: institutionId(), userId: userId(), ...ordering },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.userId] }),
    index("institution_keen_leaders_user_idx").on(t.userId),
  ],
);

/** An institution's KEEN fellows (with the fellowship year when known), in the admins' order. */
export const institutionFellows = pgTable(
  "institution_fellows",
  { institutionId: institutionId(), userId: userId(), year: integer("year"), ...ordering },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.userId] }),
    index("institution_fellows_user_idx").on(t.userId),
  ],
);

/** An institution's rising stars, in the admins' order. */
export const institutionRisingStars = pgTable(
  "institution_rising_stars",
  { institutionId: institutionId(), userId: userId(), ...ordering },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.userId] }),
    index("institution_rising_stars_user_idx").on(t.userId),
  ],
);
