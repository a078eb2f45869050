import { PROFILE_LIST_LIMITS, type Publication, type PublicationInputSchema } from "@keen/contracts";
import { type Database, publications } from "@keen/db";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { notFound, validation } from "../../lib/errors";
import type { Transaction } from "./profile-list-access";

type PublicationData = z.output<typeof PublicationInputSchema>;

const columns = {
  id: publications.id,
  title: publications.title,
  venue: publications.venue,
  year: publications.year,
  authors: publications.authors,
  url: publications.url,
  doi: publications.doi,
};

/** A member's publications, most recent first. */
export function listPublications(db: Database | Transaction, userId: string): Promise<Publication[]> {
  return db
    .select(columns)
    .from(publications)
    .where(eq(publications.userId, userId))
    .orderBy(sql`${publications.year} desc nulls last`, desc(publications.createdAt), asc(publications.id));
}

/** Adds a publication in one transaction; 400 when the list is full. */
export async function createPublication(
  db: Database,
  userId: string,
  input: PublicationData,
): Promise<Publication> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`profile-list:Publication:${userId}`}))`);
    const [row] = await tx
      .select({ total: count() })
      .from(publications)
      .where(eq(publications.userId, userId));
    const limit = PROFILE_LIST_LIMITS.Publication;
    if ((row?.total ?? 0) >= limit) throw validation("title", `you can list at most ${limit} publications`);
    const [created] = await tx
      .insert(publications)
      .values({ userId, ...toColumns(input) })
      .returning(columns);
    return created!;
  });
}

/** Replaces a publication's fields; 404 when the member has no such publication. */
export async function updatePublication(
  db: Database,
  userId: string,
  id: string,
  input: PublicationData,
): Promise<Publication> {
  const [updated] = await db
    .update(publications)
    .set(toColumns(input))
    .where(and(eq(publications.id, id), eq(publications.userId, userId)))
    .returning(columns);
  if (!updated) throw notFound("Publication");
  return updated;
}

/** Removes a publication; 404 when the member has no such publication. */
export async function deletePublication(db: Database, userId: string, id: string): Promise<void> {
  const removed = await db
    .delete(publications)
    .where(and(eq(publications.id, id), eq(publications.userId, userId)))
    .returning({ id: publications.id });
  if (removed.length === 0) throw notFound("Publication");
}

function toColumns(input: PublicationData) {
  return {
    title: input.title,
    venue: input.venue,
    year: input.year ?? null,
    authors: input.authors,
    url: input.url ?? null,
    doi: input.doi ?? null,
  };
}
