import type { User } from "@keen/contracts";
import {
  type Database,
  disciplines,
  institutions,
  interests,
  memberships,
  profilePictures,
  userDisciplines,
  userInstitutions,
  userInterests,
  userMemberships,
} from "@keen/db";
import { asc, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../lib/policy";
import type { Member } from "../../plugins/auth";
import { loadInstitutionRoles } from "./institution-roles";
import { can } from "./users.policy";

type Related = Pick<User, "institutions" | "disciplines" | "interests" | "memberships">;

/**
 * Builds the `UserSchema` view of members as the actor may see them: related lists loaded in four
 * queries for the whole batch, email only for the member themself and admins, and `abilities`
 * from the users policy.
 */
export async function presentUsers(db: Database, members: Member[], actor: Actor): Promise<User[]> {
  const ids = members.map((m) => m.id);
  const [related, pictureVersions, roles] = await Promise.all([
    loadRelated(db, ids),
    loadPictureVersions(db, ids),
    loadInstitutionRoles(db, ids),
  ]);
  return members.map((member) => {
    const resource = { userId: member.id };
    return {
      userId: member.id,
      ...(can(actor, "readEmail", resource) ? { email: member.email } : {}),
      firstName: member.firstName,
      lastName: member.lastName,
      title: member.title,
      bio: member.bio,
      role: member.role,
      isOnboarded: member.isOnboarded,
      ...(related.get(member.id) ?? emptyRelated()),
      pictureUrl: profilePictureUrl(member, pictureVersions.get(member.id)),
      hasPicture: pictureVersions.has(member.id),
      institutionRoles: roles.get(member.id) ?? [],
      createdAt: member.createdAt.toISOString(),
      abilities: { edit: can(actor, "edit", resource), delete: can(actor, "delete", resource) },
    };
  });
}

/** One member as the actor may see them (see `presentUsers`). */
export async function presentUser(db: Database, member: Member, actor: Actor): Promise<User> {
  const [user] = await presentUsers(db, [member], actor);
  return user!;
}

/**
 * The URL of a member's picture at `size` (relative to the API). `v` changes with every upload,
 * and with the name while the initials image stands in, so cached copies are never stale.
 */
export function profilePictureUrl(
  member: Pick<Member, "id" | "updatedAt">,
  version: string | undefined,
  size = 256,
): string {
  const v = version ?? `i${member.updatedAt.getTime().toString(36)}`;
  return `/User/${member.id}/ProfilePicture?size=${size}&v=${v}`;
}

async function loadPictureVersions(db: Database, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: profilePictures.userId, version: profilePictures.version })
    .from(profilePictures)
    .where(inArray(profilePictures.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row.version]));
}

function emptyRelated(): Related {
  return { institutions: [], disciplines: [], interests: [], memberships: [] };
}

async function loadRelated(db: Database, userIds: string[]): Promise<Map<string, Related>> {
  const byUser = new Map<string, Related>(userIds.map((id) => [id, emptyRelated()]));
  if (userIds.length === 0) return byUser;
  const [institutionRows, disciplineRows, interestRows, membershipRows] = await Promise.all([
    db
      .select({
        userId: userInstitutions.userId,
        id: institutions.id,
        name: institutions.name,
        city: institutions.city,
        region: institutions.region,
        country: institutions.country,
      })
      .from(userInstitutions)
      .innerJoin(institutions, eq(institutions.id, userInstitutions.institutionId))
      .where(inArray(userInstitutions.userId, userIds))
      .orderBy(asc(userInstitutions.position), asc(institutions.name)),
    db
      .select({ userId: userDisciplines.userId, id: disciplines.id, name: disciplines.name })
      .from(userDisciplines)
      .innerJoin(disciplines, eq(disciplines.id, userDisciplines.disciplineId))
      .where(inArray(userDisciplines.userId, userIds))
      .orderBy(asc(disciplines.name)),
    db
      .select({ userId: userInterests.userId, id: interests.id, name: interests.name })
      .from(userInterests)
      .innerJoin(interests, eq(interests.id, userInterests.interestId))
      .where(inArray(userInterests.userId, userIds))
      .orderBy(asc(interests.name)),
    db
      .select({
        userId: userMemberships.userId,
        id: memberships.id,
        name: memberships.name,
        abbreviation: memberships.abbreviation,
      })
      .from(userMemberships)
      .innerJoin(memberships, eq(memberships.id, userMemberships.membershipId))
      .where(inArray(userMemberships.userId, userIds))
      .orderBy(asc(memberships.name)),
  ]);
  for (const { userId, ...item } of institutionRows) byUser.get(userId)?.institutions.push(item);
  for (const { userId, ...item } of disciplineRows) byUser.get(userId)?.disciplines.push(item);
  for (const { userId, ...item } of interestRows) byUser.get(userId)?.interests.push(item);
  for (const { userId, ...item } of membershipRows) byUser.get(userId)?.memberships.push(item);
  return byUser;
}
