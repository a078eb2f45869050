import type { CardType, LookupItem } from "@keen/contracts";
import { cardTypes, type Database, disciplines } from "@keen/db";
import { asc } from "drizzle-orm";

/** How long cached lookup tables are trusted before the next read refreshes them. */
const LOOKUP_TTL_MS = 5 * 60_000;

/** Card types (in display order) and disciplines by id, as card views name them. */
export type CardLookupTables = { types: Map<string, CardType>; disciplines: Map<string, LookupItem> };

/** The lookup tables card views and saves read, cached in process per database. */
export type CardLookups = {
  /** The tables, read from the database when stale or when `wanted` names an id they lack. */
  get(wanted?: {
    typeIds?: readonly (string | null)[];
    disciplineIds?: readonly string[];
  }): Promise<CardLookupTables>;
  /** Forgets the tables (an admin added a card type). */
  invalidate(): void;
};

const byDatabase = new WeakMap<Database, CardLookups>();

/**
 * The card lookup cache of a database (one per pool, so each test database has its own).
 *
 * Card types and disciplines are small tables that change only when an admin adds a type or a
 * seed runs, while every card view names them: reading them once per five minutes instead of once
 * per request saves a statement (issue 12). An id the cache does not know (added since, by seed
 * or another process) refreshes it at once, so a new row never shows as missing; a rename made
 * outside this process shows within the TTL.
 */
export function cardLookups(db: Database): CardLookups {
  let lookups = byDatabase.get(db);
  if (!lookups) {
    lookups = createCardLookups(db);
    byDatabase.set(db, lookups);
  }
  return lookups;
}

function createCardLookups(db: Database): CardLookups {
  let cached: { tables: Promise<CardLookupTables>; at: number } | null = null;
  const read = async (): Promise<CardLookupTables> => {
    const [typeRows, disciplineRows] = await Promise.all([
      db
        .select({ id: cardTypes.id, name: cardTypes.name })
        .from(cardTypes)
        .orderBy(asc(cardTypes.position), asc(cardTypes.name)),
      db.select({ id: disciplines.id, name: disciplines.name }).from(disciplines),
    ]);
    return {
      types: new Map(typeRows.map((row) => [row.id, row])),
      disciplines: new Map(disciplineRows.map((row) => [row.id, row])),
    };
  };
  const refresh = () => {
    const tables = read();
    cached = { tables, at: Date.now() };
    tables.catch(() => {
      if (cached?.tables === tables) cached = null;
    });
    return tables;
  };
  return {
    async get(wanted = {}) {
      if (!cached || Date.now() - cached.at > LOOKUP_TTL_MS) return refresh();
      const tables = await cached.tables;
      const knows =
        (wanted.typeIds ?? []).every((id) => !id || tables.types.has(id)) &&
        (wanted.disciplineIds ?? []).every((id) => tables.disciplines.has(id));
      return knows ? tables : refresh();
    },
    invalidate() {
      cached = null;
    },
  };
}
