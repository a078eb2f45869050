import {
  disciplines,
  institutions,
  interests,
  memberships,
  userDisciplines,
  userInstitutions,
  userInterests,
  userMemberships,
} from "@keen/db";
import { asc, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Transaction } from "./profile-list-access";

/** Profile lists that link a member to rows of a lookup list. */
export type LinkKind = "Institution" | "Discipline" | "Interest" | "Membership";

/** How one linked list is stored and shown. */
export type LinkList = {
  /** The request field naming the lookup row (`institutionId`, …), and what it is in words. */
  field: string;
  what: string;
  joinTable: PgTable;
  joinUserId: AnyPgColumn;
  joinLookupId: AnyPgColumn;
  /** The order column, when the member orders the list (institutions: first = primary). */
  joinPosition?: AnyPgColumn;
  lookupTable: PgTable;
  lookupId: AnyPgColumn;
  /** The columns of the response item (`id` is the lookup row's id). */
  columns: Record<string, AnyPgColumn>;
  orderBy: SQL[];
  insert(tx: Transaction, userId: string, lookupId: string, position: number): Promise<unknown>;
};

/** Institution, Discipline, Interest and Membership lists (response items as in `UserSchema`). */
export const linkLists: Record<LinkKind, LinkList> = {
  Institution: {
    field: "institutionId",
    what: "institution",
    joinTable: userInstitutions,
    joinUserId: userInstitutions.userId,
    joinLookupId: userInstitutions.institutionId,
    joinPosition: userInstitutions.position,
    lookupTable: institutions,
    lookupId: institutions.id,
    columns: {
      id: institutions.id,
      name: institutions.name,
      city: institutions.city,
      region: institutions.region,
      country: institutions.country,
    },
    orderBy: [asc(userInstitutions.position), asc(institutions.name)],
    insert: (tx, userId, institutionId, position) =>
      tx.insert(userInstitutions).values({ userId, institutionId, position }),
  },
  Discipline: {
    field: "disciplineId",
    what: "discipline",
    joinTable: userDisciplines,
    joinUserId: userDisciplines.userId,
    joinLookupId: userDisciplines.disciplineId,
    lookupTable: disciplines,
    lookupId: disciplines.id,
    columns: { id: disciplines.id, name: disciplines.name },
    orderBy: [asc(disciplines.name)],
    insert: (tx, userId, disciplineId) => tx.insert(userDisciplines).values({ userId, disciplineId }),
  },
  Interest: {
    field: "interestId",
    what: "interest",
    joinTable: userInterests,
    joinUserId: userInterests.userId,
    joinLookupId: userInterests.interestId,
    lookupTable: interests,
    lookupId: interests.id,
    columns: { id: interests.id, name: interests.name },
    orderBy: [asc(interests.name)],
    insert: (tx, userId, interestId) => tx.insert(userInterests).values({ userId, interestId }),
  },
  Membership: {
    field: "membershipId",
    what: "membership",
    joinTable: userMemberships,
    joinUserId: userMemberships.userId,
    joinLookupId: userMemberships.membershipId,
    lookupTable: memberships,
    lookupId: memberships.id,
    columns: { id: memberships.id, name: memberships.name, abbreviation: memberships.abbreviation },
    orderBy: [asc(memberships.name)],
    insert: (tx, userId, membershipId) => tx.insert(userMemberships).values({ userId, membershipId }),
  },
};
