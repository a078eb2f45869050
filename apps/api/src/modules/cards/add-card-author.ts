import { readCard } from "@keen/cards";
import type { CardAuthorAddInput } from "@keen/contracts";
import { cardAuthors, cardEditors, type Database, users } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { and, eq, sql } from "drizzle-orm";
import { conflict, validation } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { emitNotification } from "../notifications";

/**
 * Adds an author at the end of the list: a member (400 if unknown, 409 if already an author;
 * an editor who becomes an author stops being listed as an editor) or a named external
 * co-author. One transaction; the member is notified (`co_author_added`).
 */
export async function addCardAuthor(
  db: Database,
  jobs: JobSender,
  actor: SignedInActor,
  cardId: string,
  input: CardAuthorAddInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { card } = await readCard(tx, actor, cardId, { action: "manageAuthors", forUpdate: true });
    const [{ position }] = (await tx
      .select({ position: sql<number>`coalesce(max(${cardAuthors.position}) + 1, 0)` })
      .from(cardAuthors)
      .where(eq(cardAuthors.cardId, cardId))) as [{ position: number }];
    if (input.kind === "external") {
      await tx.insert(cardAuthors).values({
        cardId,
        externalName: input.name,
        externalTitle: input.title || null,
        externalInstitution: input.institution || null,
        position: Number(position),
      });
      return;
    }
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!member) throw validation("userId", "is not a member");
    if (card.resource.authorIds.includes(input.userId)) {
      throw conflict("This member is already an author of the card.");
    }
    await tx.insert(cardAuthors).values({ cardId, userId: input.userId, position: Number(position) });
    await tx
      .delete(cardEditors)
      .where(and(eq(cardEditors.cardId, cardId), eq(cardEditors.userId, input.userId)));
    await emitNotification(jobs, tx, {
      type: "co_author_added",
      actorId: actor.userId,
      recipientIds: [input.userId],
      cardId,
      role: "author",
    });
  });
}
