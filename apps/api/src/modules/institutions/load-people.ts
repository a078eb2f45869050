import type { InstitutionFellow, InstitutionPerson } from "@keen/contracts";
import { institutionFellows, profilePictures, users } from "@keen/db";
import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "./load-institution";
import { listTable, type PeopleListName } from "./people-lists";

/** A member's picture URL (relative to the API base), as `User.pictureUrl` gives it. */
export function memberPictureUrl(userId: string, version: string | null): string {
  return `/User/${userId}/ProfilePicture?size=256${version ? `&v=${encodeURIComponent(version)}` : ""}`;
}

/** The people of one list, in order, as the API shows them (fellows without their year). */
export async function loadPeople(
  db: Executor,
  institutionId: string,
  name: PeopleListName,
): Promise<InstitutionPerson[]> {
  const table = listTable(name);
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      title: users.title,
      pictureVersion: profilePictures.version,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .leftJoin(profilePictures, eq(profilePictures.userId, users.id))
    .where(eq(table.institutionId, institutionId))
    .orderBy(asc(table.position), asc(table.createdAt));
  return rows.map(({ pictureVersion, ...row }) => ({
    ...row,
    name: `${row.firstName} ${row.lastName}`.trim(),
    pictureUrl: memberPictureUrl(row.userId, pictureVersion),
  }));
}

/** The fellows, in order, with their fellowship years. */
export async function loadFellows(db: Executor, institutionId: string): Promise<InstitutionFellow[]> {
  const [people, years] = await Promise.all([
    loadPeople(db, institutionId, "fellows"),
    db
      .select({ userId: institutionFellows.userId, year: institutionFellows.year })
      .from(institutionFellows)
      .where(eq(institutionFellows.institutionId, institutionId)),
  ]);
  const yearOf = new Map(years.map((row) => [row.userId, row.year]));
  return people.map((person) => ({ ...person, year: yearOf.get(person.userId) ?? null }));
}

/** The ids of members among `userIds` that exist. */
export async function findExistingMemberIds(db: Executor, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
  return new Set(rows.map((row) => row.id));
}
