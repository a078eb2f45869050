import { loadCardTypes } from "@keen/cards";
import type { CardType } from "@keen/contracts";
import { cardTypes, type Database } from "@keen/db";
import { sql } from "drizzle-orm";
import { conflict } from "../../lib/errors";

/** Card types in display order. */
export async function listCardTypes(db: Database): Promise<CardType[]> {
  return [...(await loadCardTypes(db)).values()];
}

/** Adds a card type at the end of the list (409 when the name exists, ignoring case). */
export async function createCardType(db: Database, name: string): Promise<CardType> {
  const [type] = await db
    .insert(cardTypes)
    .values({
      name,
      position: sql`(select coalesce(max(${cardTypes.position}), 0) + 1 from ${cardTypes})`,
    })
    .onConflictDoNothing()
    .returning({ id: cardTypes.id, name: cardTypes.name });
  if (!type) throw conflict(`A card type named "${name}" already exists.`);
  return type;
}
