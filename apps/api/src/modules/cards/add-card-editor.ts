import { readCard } from "@keen/cards";
import type { CardEditorAddInput } from "@keen/contracts";
import { cardEditors, type Database, users } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq } from "drizzle-orm";
import { conflict, validation } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { emitNotification } from "../notifications";

/** Adds a member as an editor (400 if unknown, 409 if already an author or editor), who is notified. */
export async function addCardEditor(
  db: Database,
  jobs: JobSender,
  actor: SignedInActor,
  cardId: string,
  input: CardEditorAddInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { card } = await readCard(tx, actor, cardId, { action: "manageAuthors", forUpdate: true });
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!member) throw validation("userId", "is not a member");
    if (card.resource.authorIds.includes(input.userId)) {
      throw conflict("This member is an author of the card and can already edit it.");
    }
    if (card.resource.editorIds.includes(input.userId)) {
      throw conflict("This member is already an editor of the card.");
    }
    await tx.insert(cardEditors).values({ cardId, userId: input.userId });
    await emitNotification(jobs, tx, {
      type: "co_author_added",
      actorId: actor.userId,
      recipientIds: [input.userId],
      cardId,
      role: "editor",
    });
  });
}
