import type { Executor } from "@keen/db";
import { memberSuspendedNow, users } from "@keen/db";
import { isAppError } from "@keen/server-kit/errors";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { readCard } from "./read-card";

/** What a member may do with a card's live document: edit it, or not (and whether they see the card). */
export type CollabAccess = "edit" | "forbidden" | "not_found";

const cardIdSchema = z.uuid();

/**
 * Whether the member may co-edit the card's draft now, by the cards policy's `edit` (as
 * `GET /TipTap/token/{cardId}` and `PUT /Card/{cardId}` decide): "not_found" when the card does
 * not exist or they may not see it, "forbidden" when they see it but may not edit it (or are no
 * member any more, or are suspended). The collab server asks on connect, on token renewal, in its
 * sweep and when told a card's or a member's access changed.
 */
export async function collabAccess(db: Executor, userId: string, cardId: string): Promise<CollabAccess> {
  if (!cardIdSchema.safeParse(cardId).success || !cardIdSchema.safeParse(userId).success) return "not_found";
  const [member] = await db
    .select({ role: users.role, isSuspended: memberSuspendedNow })
    .from(users)
    .where(eq(users.id, userId));
  if (!member || member.isSuspended) return "forbidden";
  try {
    await readCard(db, { userId, role: member.role }, cardId, { want: "draft", action: "edit" });
    return "edit";
  } catch (error) {
    if (!isAppError(error)) throw error;
    return error.statusCode === 404 ? "not_found" : "forbidden";
  }
}
