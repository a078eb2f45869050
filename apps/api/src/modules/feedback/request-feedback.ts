import type { CardResource } from "@keen/cards";
import { memberName, readCard } from "@keen/cards";
import type { FeedbackRequest, FeedbackRequestCreateInput } from "@keen/contracts";
import { cardFeedbackRequests, type Database, users } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { badRequest } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { emitNotification } from "../notifications";
import { presentFeedbackRequest } from "./feedback.presenter";
import { selectFeedbackRequests } from "./feedback-queries";

type Member = { id: string; firstName: string; lastName: string };

/**
 * `POST /Card/{cardId}/FeedbackRequests`: asks members for feedback on the card (authors,
 * editors and admins). 400 naming each id that is no member, the card's own author or editor,
 * or the caller. Asking a member whose request is still open changes nothing (they are not told
 * again); the newly asked are told (and e-mailed, per their preferences) by the notifications
 * job. Answers the open requests of everyone named.
 */
export async function requestFeedback(
  db: Database,
  jobs: JobSender,
  actor: SignedInActor,
  cardId: string,
  input: Required<FeedbackRequestCreateInput>,
): Promise<FeedbackRequest[]> {
  const userIds = [...new Set(input.userIds)];
  return db.transaction(async (tx) => {
    const { card } = await readCard(tx, actor, cardId, { action: "requestFeedback" });
    const members = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, userIds));
    assertAskable(input.userIds, new Map(members.map((m) => [m.id, m])), card.resource, actor);
    const created = await tx
      .insert(cardFeedbackRequests)
      .values(
        userIds.map((requesteeId) => ({
          cardId,
          requesterId: actor.userId,
          requesteeId,
          message: input.message,
        })),
      )
      .onConflictDoNothing()
      .returning({ requesteeId: cardFeedbackRequests.requesteeId });
    await emitNotification(jobs, tx, {
      type: "feedback_requested",
      actorId: actor.userId,
      recipientIds: created.map((row) => row.requesteeId),
      cardId,
      message: input.message,
    });
    const open = await selectFeedbackRequests(tx)
      .where(
        and(
          eq(cardFeedbackRequests.cardId, cardId),
          inArray(cardFeedbackRequests.requesteeId, userIds),
          isNull(cardFeedbackRequests.answeredAt),
          isNull(cardFeedbackRequests.withdrawnAt),
        ),
      )
      .orderBy(asc(cardFeedbackRequests.createdAt));
    return open.map(presentFeedbackRequest);
  });
}

/** 400 with one detail per id that cannot be asked (`userIds.<index>`), each saying why. */
function assertAskable(
  userIds: readonly string[],
  members: Map<string, Member>,
  card: CardResource,
  actor: SignedInActor,
): void {
  const details = userIds.flatMap((id, index) => {
    const member = members.get(id);
    const name = member ? memberName(member) : "";
    let why: string | null = null;
    if (!member) why = `${id} is not a member`;
    else if (card.authorIds.includes(id)) why = `${name} is an author of this card`;
    else if (card.editorIds.includes(id)) why = `${name} is an editor of this card`;
    else if (id === actor.userId) why = "you cannot ask yourself for feedback";
    return why ? [{ field: `userIds.${index}`, message: why }] : [];
  });
  const [first] = details;
  if (!first) return;
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : "";
  throw badRequest(`${first.field}: ${first.message}${more}`, details);
}
