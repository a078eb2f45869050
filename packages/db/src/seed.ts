import { hash } from "@node-rs/argon2";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "./client";
import {
  cardTypes,
  disciplines,
  idpAccounts,
  institutions,
  interests,
  memberships,
  userDisciplines,
  userInstitutions,
  userInterests,
  users,
} from "./schema";
import {
  demoAccounts,
  demoPassword,
  seedCardTypes,
  seedDisciplines,
  seedInstitutions,
  seedInterests,
  seedMemberships,
} from "./seed-data";
import { seedDemoReview } from "./seed-reviews";

/** Inserts the lookup lists; existing rows are left alone, so it runs safely on every start. */
export async function seedLookups(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(disciplines)
      .values(seedDisciplines.map((name) => ({ name })))
      .onConflictDoNothing();
    await tx
      .insert(interests)
      .values(seedInterests.map((name) => ({ name })))
      .onConflictDoNothing();
    await tx.insert(memberships).values(seedMemberships).onConflictDoNothing();
    await tx.insert(institutions).values(seedInstitutions).onConflictDoNothing();
    await tx.insert(cardTypes).values(seedCardTypes).onConflictDoNothing();
  });
}

/**
 * Creates the demo accounts (verified and onboarded) at the identity provider and as members.
 * Never call this in production.
 */
export async function seedDemoAccounts(db: Database): Promise<void> {
  // Hashing is deliberately slow, so it runs only when an identity is actually missing.
  const existing = await db
    .select({ id: idpAccounts.id })
    .from(idpAccounts)
    .where(
      inArray(
        idpAccounts.id,
        demoAccounts.map((account) => account.id),
      ),
    );
  const passwordHash = existing.length < demoAccounts.length ? await hash(demoPassword) : "";
  const [firstInstitution] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(eq(institutions.name, "Rose-Hulman Institute of Technology"));
  await db.transaction(async (tx) => {
    for (const account of demoAccounts) {
      if (passwordHash)
        await tx
          .insert(idpAccounts)
          .values({
            id: account.id,
            email: account.email,
            passwordHash,
            givenName: account.givenName,
            familyName: account.familyName,
            emailVerified: true,
          })
          .onConflictDoNothing();
      const inserted = await tx
        .insert(users)
        .values({
          subject: account.id,
          email: account.email,
          firstName: account.givenName,
          lastName: account.familyName,
          title: account.title,
          bio: account.bio,
          role: account.role,
          isOnboarded: true,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      const member = inserted[0];
      if (!member) continue; // created on an earlier start: leave the profile as its owner left it
      if (firstInstitution) {
        await tx.insert(userInstitutions).values({ userId: member.id, institutionId: firstInstitution.id });
      }
      const chosenDisciplines = await tx
        .select({ id: disciplines.id })
        .from(disciplines)
        .where(inArray(disciplines.name, account.disciplines));
      const chosenInterests = await tx
        .select({ id: interests.id })
        .from(interests)
        .where(inArray(interests.name, account.interests));
      if (chosenDisciplines.length > 0) {
        await tx
          .insert(userDisciplines)
          .values(chosenDisciplines.map(({ id }) => ({ userId: member.id, disciplineId: id })));
      }
      if (chosenInterests.length > 0) {
        await tx
          .insert(userInterests)
          .values(chosenInterests.map(({ id }) => ({ userId: member.id, interestId: id })));
      }
    }
  });
}

/**
 * Seeds what a fresh install needs: lookups and the content pages always (missing ones only),
 * demo accounts and a demo card waiting for review only outside production.
 */
export async function seedDatabase(db: Database, options: { isProduction: boolean }): Promise<void> {
  await seedLookups(db);
  // Loaded on demand: the rich-text renderer is heavy, and only seeding needs it.
  const { seedCmsPages } = await import("./seed-cms");
  await seedCmsPages(db);
  if (!options.isProduction) await seedDemoAccounts(db);
  if (!options.isProduction) await seedDemoReview(db);
}
