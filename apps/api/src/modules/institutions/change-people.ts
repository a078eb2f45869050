import type { InstitutionReorderInput } from "@keen/contracts";
import { type Database, institutionFellows } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { and, asc, eq } from "drizzle-orm";
import { AppError, notFound, validation } from "../../lib/errors";
import { emitNotification } from "../notifications";
import { type Executor, loadInstitution } from "./load-institution";
import { findExistingMemberIds } from "./load-people";
import { listTable, type PeopleListName, peopleLists } from "./people-lists";
import { assertPermutation, nextPosition, writePositions } from "./reorder";

function target(name: PeopleListName) {
  const table = listTable(name);
  return { table, institutionId: table.institutionId, item: table.userId, position: table.position };
}

async function currentIds(db: Executor, institutionId: string, name: PeopleListName): Promise<string[]> {
  const table = listTable(name);
  const rows = await db
    .select({ userId: table.userId })
    .from(table)
    .where(eq(table.institutionId, institutionId))
    .orderBy(asc(table.position), asc(table.createdAt));
  return rows.map((row) => row.userId);
}

/** 409 naming the field when a member already is on the list. */
export function alreadyListed(field: string, name: PeopleListName): AppError {
  const why = `is already a ${peopleLists[name].label} of this institution`;
  return new AppError(409, "conflict", `${field}: ${why}`, [{ field, message: why }]);
}

/**
 * Appends members to a list, in order, in one transaction: 404 for an unknown institution,
 * 400 on `field` for an unknown member or a repeated one, 409 for one already listed. `year`
 * is written for fellows only. The members are notified of their new role.
 */
export async function addPeople(
  db: Database,
  institutionId: string,
  name: PeopleListName,
  userIds: string[],
  options: {
    field: string;
    year?: number | null;
    unknownMemberStatus?: 400 | 404;
    /** Who adds them: the members are told of their new role (`institution_role`). */
    notify: { jobs: JobSender; actorId: string };
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await loadInstitution(tx, institutionId, { forUpdate: true });
    if (new Set(userIds).size !== userIds.length)
      throw validation(options.field, "lists a member more than once");
    const existing = await findExistingMemberIds(tx, userIds);
    const unknown = userIds.find((id) => !existing.has(id));
    if (unknown) {
      if (options.unknownMemberStatus === 404) throw notFound("Member");
      throw validation(options.field, `${unknown} is not a member`);
    }
    const listed = new Set(await currentIds(tx, institutionId, name));
    if (userIds.some((id) => listed.has(id))) throw alreadyListed(options.field, name);
    const start = await nextPosition(tx, target(name), institutionId);
    const rows = userIds.map((userId, index) => ({ institutionId, userId, position: start + index }));
    if (name === "fellows") {
      await tx.insert(institutionFellows).values(rows.map((row) => ({ ...row, year: options.year ?? null })));
    } else {
      await tx.insert(listTable(name)).values(rows);
    }
    await emitNotification(options.notify.jobs, tx, {
      type: "institution_role",
      actorId: options.notify.actorId,
      recipientIds: userIds,
      institutionId,
      role: peopleLists[name].role,
    });
  });
}

/** Removes a member from a list: 404 when the institution is unknown or the member is not on it. */
export async function removePerson(
  db: Database,
  institutionId: string,
  name: PeopleListName,
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await loadInstitution(tx, institutionId, { forUpdate: true });
    const table = listTable(name);
    const removed = await tx
      .delete(table)
      .where(and(eq(table.institutionId, institutionId), eq(table.userId, userId)))
      .returning({ userId: table.userId });
    if (removed.length === 0) throw notFound(capitalise(peopleLists[name].label));
  });
}

/** Puts a list in the given order; anything but a permutation of the current list is a 400. */
export async function reorderPeople(
  db: Database,
  institutionId: string,
  name: PeopleListName,
  input: InstitutionReorderInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await loadInstitution(tx, institutionId, { forUpdate: true });
    assertPermutation(await currentIds(tx, institutionId, name), input.ids, `${peopleLists[name].label}s`);
    await writePositions(tx, target(name), institutionId, input.ids);
  });
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
