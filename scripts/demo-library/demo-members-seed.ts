import { type Database, disciplines, institutions, userDisciplines, userInstitutions, users } from "@keen/db";
import { demoAccounts } from "@keen/db/seed-data";
import { inArray } from "drizzle-orm";
import { demoMembers, demoSubjectPrefix } from "./demo-people";

/** Member ids by key: the demo members, plus `max`, `rita` and `ada` for the demo accounts. */
export type DemoPeople = Map<string, string>;

const accountKeys: Record<string, string> = { member: "max", reviewer: "rita", admin: "ada" };

/**
 * Creates the demo members (onboarded, with institution and disciplines) as onboarding would
 * leave them, without any sign-in identity; answers everyone the library refers to by key.
 */
export async function seedDemoMembers(db: Database): Promise<DemoPeople> {
  const people: DemoPeople = new Map();
  const accounts = await db
    .select({ id: users.id, subject: users.subject })
    .from(users)
    .where(
      inArray(
        users.subject,
        demoAccounts.map((account) => account.id),
      ),
    );
  for (const account of demoAccounts) {
    const row = accounts.find((candidate) => candidate.subject === account.id);
    if (row) people.set(accountKeys[account.role]!, row.id);
  }
  const institutionRows = await db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions);
  const disciplineRows = await db.select({ id: disciplines.id, name: disciplines.name }).from(disciplines);
  const idOf = (rows: { id: string; name: string }[], name: string) =>
    rows.find((row) => row.name === name)?.id;
  await db.transaction(async (tx) => {
    for (const member of demoMembers) {
      const [row] = await tx
        .insert(users)
        .values({
          subject: `${demoSubjectPrefix}${member.key}`,
          email: `${member.key}.${member.lastName.toLowerCase()}@demo.keen.local`,
          firstName: member.firstName,
          lastName: member.lastName,
          title: member.title,
          bio: member.bio,
          role: "member",
          isOnboarded: true,
        })
        .returning({ id: users.id });
      people.set(member.key, row!.id);
      const institutionId = idOf(institutionRows, member.institution);
      if (institutionId) await tx.insert(userInstitutions).values({ userId: row!.id, institutionId });
      const chosen = member.disciplines.flatMap((name) => idOf(disciplineRows, name) ?? []);
      if (chosen.length > 0)
        await tx
          .insert(userDisciplines)
          .values(chosen.map((disciplineId) => ({ userId: row!.id, disciplineId })));
    }
  });
  return people;
}
