import type { EngagementMember } from "@keen/contracts";
import { profilePictures, users } from "@keen/db";
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { profilePictureUrl } from "./users.presenter";

/** A member's columns as a query joining `users` and `profile_pictures` returns them (null when gone). */
export type MemberBriefRow = {
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  updatedAt: Date | null;
  pictureVersion: string | null;
};

const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/** The columns `MemberBriefRow` needs, from `users` and `profile_pictures` (or aliases of them). */
export function memberBriefColumns(
  user: Record<"id" | "firstName" | "lastName" | "updatedAt", AnyPgColumn> = users,
  picture: { version: AnyPgColumn } = profilePictures,
) {
  return {
    userId: sql<string | null>`${user.id}`,
    firstName: sql<string | null>`${user.firstName}`,
    lastName: sql<string | null>`${user.lastName}`,
    updatedAt: sql`${user.updatedAt}`.mapWith(toDate),
    pictureVersion: sql<string | null>`${picture.version}`,
  };
}

/**
 * A member as lists of people show them beside what they did (notification actors, feedback,
 * comments, feedback requests): name and 64 px picture. Null when the account is gone.
 */
export function presentMemberBrief(row: MemberBriefRow | null): EngagementMember | null {
  if (!row?.userId || !row.updatedAt) return null;
  return {
    userId: row.userId,
    firstName: row.firstName ?? "",
    lastName: row.lastName ?? "",
    pictureUrl: profilePictureUrl(
      { id: row.userId, updatedAt: row.updatedAt },
      row.pictureVersion ?? undefined,
      64,
    ),
  };
}
