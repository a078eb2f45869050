import type { UserProfileUpdateSchema } from "@keen/contracts";
import { type Database, users } from "@keen/db";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { notFound } from "../../lib/errors";
import type { Member } from "../../plugins/auth";

type ProfileData = z.output<typeof UserProfileUpdateSchema>;

/** Saves a member's names, title and bio (one statement); 404 when the member does not exist. */
export async function updateUserProfile(db: Database, userId: string, input: ProfileData): Promise<Member> {
  const [updated] = await db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, title: input.title, bio: input.bio })
    .where(eq(users.id, userId))
    .returning();
  if (!updated) throw notFound("Member");
  return updated;
}
