import { type Degree, type DegreeInputSchema, PROFILE_LIST_LIMITS } from "@keen/contracts";
import { type Database, degrees, institutions } from "@keen/db";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { notFound, validation } from "../../lib/errors";
import type { Transaction } from "./profile-list-access";

type DegreeData = z.output<typeof DegreeInputSchema>;

/** A member's degrees, most recent first (one when `id` is given). */
export async function listDegrees(
  db: Database | Transaction,
  userId: string,
  id?: string,
): Promise<Degree[]> {
  const rows = await db
    .select({
      id: degrees.id,
      level: degrees.level,
      field: degrees.field,
      institutionId: degrees.institutionId,
      institutionName: sql<string>`coalesce(${institutions.name}::text, ${degrees.institutionName})`,
      year: degrees.year,
    })
    .from(degrees)
    .leftJoin(institutions, eq(institutions.id, degrees.institutionId))
    .where(and(eq(degrees.userId, userId), id ? eq(degrees.id, id) : undefined))
    .orderBy(sql`${degrees.year} desc nulls last`, desc(degrees.createdAt), asc(degrees.id));
  return rows;
}

/** Adds a degree in one transaction; 400 for an unknown institution or a full list. */
export async function createDegree(db: Database, userId: string, input: DegreeData): Promise<Degree> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`profile-list:Degree:${userId}`}))`);
    const [row] = await tx.select({ total: count() }).from(degrees).where(eq(degrees.userId, userId));
    const limit = PROFILE_LIST_LIMITS.Degree;
    if ((row?.total ?? 0) >= limit) throw validation("level", `you can list at most ${limit} degrees`);
    const [created] = await tx
      .insert(degrees)
      .values({ userId, ...(await toColumns(tx, input)) })
      .returning({ id: degrees.id });
    return (await listDegrees(tx, userId, created!.id))[0]!;
  });
}

/** Replaces a degree's fields in one transaction; 404 when the member has no such degree. */
export async function updateDegree(
  db: Database,
  userId: string,
  id: string,
  input: DegreeData,
): Promise<Degree> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(degrees)
      .set(await toColumns(tx, input))
      .where(and(eq(degrees.id, id), eq(degrees.userId, userId)))
      .returning({ id: degrees.id });
    if (updated.length === 0) throw notFound("Degree");
    return (await listDegrees(tx, userId, id))[0]!;
  });
}

/** Removes a degree; 404 when the member has no such degree. */
export async function deleteDegree(db: Database, userId: string, id: string): Promise<void> {
  const removed = await db
    .delete(degrees)
    .where(and(eq(degrees.id, id), eq(degrees.userId, userId)))
    .returning({ id: degrees.id });
  if (removed.length === 0) throw notFound("Degree");
}

/** The stored columns; a linked institution's name is kept too, in case the link goes away. */
async function toColumns(tx: Transaction, input: DegreeData) {
  let institutionName = input.institutionName ?? "";
  if (input.institutionId) {
    const [institution] = await tx
      .select({ name: institutions.name })
      .from(institutions)
      .where(eq(institutions.id, input.institutionId));
    if (!institution) throw validation("institutionId", `unknown institution ${input.institutionId}`);
    institutionName = institution.name;
  }
  return {
    level: input.level,
    field: input.field,
    institutionId: input.institutionId ?? null,
    institutionName,
    year: input.year ?? null,
  };
}
