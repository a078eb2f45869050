import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { disciplines, idpAccounts, institutions, userDisciplines, users } from "./schema";
import { seedDatabase, seedLookups } from "./seed";
import { useTestDatabase } from "./test-database";

const { db } = await useTestDatabase();

describe("seedDatabase", () => {
  it("creates verified, onboarded demo accounts once, even when run twice", async () => {
    await seedDatabase(db, { isProduction: false });
    await seedDatabase(db, { isProduction: false });
    const members = await db.select().from(users);
    expect(members.map((m) => m.email).sort()).toEqual([
      "admin@example.com",
      "member@example.com",
      "reviewer@example.com",
    ]);
    expect(members.every((m) => m.isOnboarded)).toBe(true);
    const member = members.find((m) => m.email === "member@example.com")!;
    expect(member.bio).toMatch(/statics/);
    const memberDisciplines = await db
      .select({ name: disciplines.name })
      .from(userDisciplines)
      .innerJoin(disciplines, eq(disciplines.id, userDisciplines.disciplineId))
      .where(eq(userDisciplines.userId, member.id));
    expect(memberDisciplines.map((d) => d.name).sort()).toEqual([
      "Civil Engineering",
      "First-Year Engineering",
    ]);
    const [admin] = await db.select().from(idpAccounts).where(eq(idpAccounts.email, "admin@example.com"));
    expect(admin?.emailVerified).toBe(true);
  });
});

describe("seedDatabase in production", () => {
  it("never creates a demo account", async () => {
    await db.delete(idpAccounts);
    await db.delete(users);
    await seedDatabase(db, { isProduction: true });
    expect(await db.select().from(users)).toHaveLength(0);
    expect(await db.select().from(idpAccounts)).toHaveLength(0);
  });
});

describe("seedLookups", () => {
  it("lists the KEEN network institutions as partners, in order, without undoing an admin's change", async () => {
    const partnersInOrder = () =>
      db
        .select({ name: institutions.name })
        .from(institutions)
        .where(eq(institutions.isPartner, true))
        .orderBy(asc(institutions.partnerPosition));
    const seeded = await partnersInOrder();
    expect(seeded).toHaveLength(26);
    expect(seeded[0]?.name).toBe("Arizona State University");

    await db
      .update(institutions)
      .set({ isPartner: false, partnerPosition: null })
      .where(eq(institutions.name, "Arizona State University"));
    await seedLookups(db);
    expect(await partnersInOrder()).toHaveLength(25);
  });
});
