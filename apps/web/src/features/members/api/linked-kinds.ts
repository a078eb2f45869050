import type { InstitutionSummary, LookupItem, MembershipItem, User } from "@keen/contracts";

/** Profile lists that link a member to lookup rows (institutions, disciplines, interests, memberships). */
export type LinkedKind = "Institution" | "Discipline" | "Interest" | "Membership";

/** The entry type of each linked list, as the member record holds it. */
export type LinkedItem<K extends LinkedKind> = K extends "Institution"
  ? InstitutionSummary
  : K extends "Membership"
    ? MembershipItem
    : LookupItem;

/** Where each linked list lives on the member record, and the id field its create call takes. */
export const linkedKinds = {
  Institution: { field: "institutions", bodyKey: "institutionId" },
  Discipline: { field: "disciplines", bodyKey: "disciplineId" },
  Interest: { field: "interests", bodyKey: "interestId" },
  Membership: { field: "memberships", bodyKey: "membershipId" },
} as const satisfies Record<LinkedKind, { field: keyof User; bodyKey: string }>;

/** The member record with one linked list replaced. */
export function withLinkedList<K extends LinkedKind>(member: User, kind: K, items: LinkedItem<K>[]): User {
  return { ...member, [linkedKinds[kind].field]: items };
}

/** One linked list of the member record. */
export function linkedList<K extends LinkedKind>(member: User, kind: K): LinkedItem<K>[] {
  return member[linkedKinds[kind].field] as LinkedItem<K>[];
}
