import type { InstitutionRole, User } from "@keen/contracts";
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
  users,
} from "@keen/db";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../lib/policy";
import type { Member } from "../../plugins/auth";
import { institutionRolesJson, sortInstitutionRoles } from "./institution-roles";
import { can } from "./users.policy";

type Related = Pick<User, "institutions" | "disciplines" | "interests" | "memberships">;
/** What a member view shows beside the member row, read by `memberViewColumns`. */
type RelatedRow = Related & { pictureVersion: string | null; institutionRoles: InstitutionRole[] };

/**
 * The related lists, picture version and institution roles of the member `userId` (a SQL
 * expression) as JSON columns: a member view costs one statement, however many lists it shows.
 */
function memberViewColumns(userId: SQL) {
  const list = (select: SQL, from: SQL, order: SQL) =>
    sql`coalesce((select json_agg(${select} order by ${order}) ${from}), '[]')`;
  return {
    institutions: sql<Related["institutions"]>`${list(
      sql`json_build_object('id', i.id, 'name', i.name, 'city', i.city, 'region', i.region, 'country', i.country)`,
      sql`from ${userInstitutions} ui join ${institutions} i on i.id = ui.institution_id where ui.user_id = ${userId}`,
      sql`ui.position, i.name`,
    )}`,
    disciplines: sql<Related["disciplines"]>`${list(
      sql`json_build_object('id', d.id, 'name', d.name)`,
      sql`from ${userDisciplines} ud join ${disciplines} d on d.id = ud.discipline_id where ud.user_id = ${userId}`,
      sql`d.name`,
    )}`,
    interests: sql<Related["interests"]>`${list(
      sql`json_build_object('id', t.id, 'name', t.name)`,
      sql`from ${userInterests} ut join ${interests} t on t.id = ut.interest_id where ut.user_id = ${userId}`,
      sql`t.name`,
    )}`,
    memberships: sql<Related["memberships"]>`${list(
      sql`json_build_object('id', m.id, 'name', m.name, 'abbreviation', m.abbreviation)`,
      sql`from ${userMemberships} um join ${memberships} m on m.id = um.membership_id where um.user_id = ${userId}`,
      sql`m.name`,
    )}`,
    pictureVersion: sql<
      string | null
    >`(select p.version from ${profilePictures} p where p.user_id = ${userId})`,
    institutionRoles: institutionRolesJson(userId),
  };
}

/** The `UserSchema` view of a member as the actor may see them (it only maps). */
function toUser(member: Member, related: RelatedRow, actor: Actor): User {
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
    institutions: related.institutions,
    disciplines: related.disciplines,
    interests: related.interests,
    memberships: related.memberships,
    pictureUrl: profilePictureUrl(member, related.pictureVersion ?? undefined),
    hasPicture: related.pictureVersion !== null,
    institutionRoles: sortInstitutionRoles(related.institutionRoles),
    createdAt: member.createdAt.toISOString(),
    abilities: { edit: can(actor, "edit", resource), delete: can(actor, "delete", resource) },
  };
}

/**
 * Builds the `UserSchema` view of members as the actor may see them: related lists, picture and
 * institution roles of the whole batch in one statement, email only for the member themself and
 * admins, and `abilities` from the users policy.
 */
export async function presentUsers(db: Database, members: Member[], actor: Actor): Promise<User[]> {
  if (members.length === 0) return [];
  const rows = await db
    .select({ id: users.id, ...memberViewColumns(sql`${users.id}`) })
    .from(users)
    .where(
      inArray(
        users.id,
        members.map((member) => member.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return members.map((member) => toUser(member, byId.get(member.id) ?? emptyRelated(), actor));
}

/** One member as the actor may see them (see `presentUsers`). */
export async function presentUser(db: Database, member: Member, actor: Actor): Promise<User> {
  const [user] = await presentUsers(db, [member], actor);
  return user!;
}

/** `GET /User/{id}`: the member and everything their view shows in one statement, or null. */
export async function loadUserView(db: Database, userId: string, actor: Actor): Promise<User | null> {
  const [row] = await db
    .select({ member: users, ...memberViewColumns(sql`${users.id}`) })
    .from(users)
    .where(eq(users.id, userId));
  return row ? toUser(row.member, row, actor) : null;
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

function emptyRelated(): RelatedRow {
  return {
    institutions: [],
    disciplines: [],
    interests: [],
    memberships: [],
    pictureVersion: null,
    institutionRoles: [],
  };
}
