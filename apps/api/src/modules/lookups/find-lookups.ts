import type { InstitutionSummary, LookupItem, MembershipItem } from "@keen/contracts";
import { type Database, disciplines, institutions, interests, memberships } from "@keen/db";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * Case- and accent-insensitive name filter: every word of `q` must occur in the name
 * ("montreal univ" finds "Université de Montréal"). Undefined when there is nothing to filter by.
 */
export function nameMatches(column: AnyPgColumn, q: string | undefined): SQL | undefined {
  const words = (q ?? "").split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return sql`unaccent(${column}::text) ilike unaccent(${pattern})`;
    }),
  );
}

/** Institutions by name, optionally filtered. */
export function findInstitutions(db: Database, q?: string): Promise<InstitutionSummary[]> {
  return db
    .select({
      id: institutions.id,
      name: institutions.name,
      city: institutions.city,
      region: institutions.region,
      country: institutions.country,
    })
    .from(institutions)
    .where(nameMatches(institutions.name, q))
    .orderBy(asc(institutions.name));
}

/** Approved disciplines by name, optionally filtered. */
export function findDisciplines(db: Database, q?: string): Promise<LookupItem[]> {
  return db
    .select({ id: disciplines.id, name: disciplines.name })
    .from(disciplines)
    .where(and(eq(disciplines.isApproved, true), nameMatches(disciplines.name, q)))
    .orderBy(asc(disciplines.name));
}

/** Approved interests by name, optionally filtered. */
export function findInterests(db: Database, q?: string): Promise<LookupItem[]> {
  return db
    .select({ id: interests.id, name: interests.name })
    .from(interests)
    .where(and(eq(interests.isApproved, true), nameMatches(interests.name, q)))
    .orderBy(asc(interests.name));
}

/** Professional societies by name (or abbreviation), optionally filtered. */
export function findMemberships(db: Database, q?: string): Promise<MembershipItem[]> {
  const byName = nameMatches(memberships.name, q);
  const byAbbreviation = q?.trim() ? sql`lower(${memberships.abbreviation}) = lower(${q.trim()})` : undefined;
  return db
    .select({ id: memberships.id, name: memberships.name, abbreviation: memberships.abbreviation })
    .from(memberships)
    .where(byName && byAbbreviation ? sql`(${byName}) or (${byAbbreviation})` : byName)
    .orderBy(asc(memberships.name));
}
