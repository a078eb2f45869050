import { cardDocumentName, collabColorOf } from "@keen/card-doc";
import { memberName, readCard } from "@keen/cards";
import type { CollabToken } from "@keen/contracts";
import type { Database } from "@keen/db";
import { type CollabConfig, collabShardOf, signCollabToken } from "@keen/server-kit";
import type { SignedInActor } from "../../lib/policy";
import type { Member } from "../../plugins/auth";

/**
 * A ten-minute co-editing token for a card's draft, for members the cards policy lets edit it
 * (404 when they may not see the card, 403 when they may not edit it), with the address of the
 * collab server holding the card (its shard, `collabShardOf`) and how their caret is shown.
 */
export async function issueCollabToken(
  db: Database,
  collab: CollabConfig,
  caller: { member: Member; actor: SignedInActor },
  cardId: string,
): Promise<CollabToken> {
  const { card } = await readCard(db, caller.actor, cardId, { want: "draft", action: "edit" });
  const { member } = caller;
  const { token, expiresAt } = await signCollabToken(collab.secret, { userId: member.id, cardId: card.id });
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    url: collab.urls[collabShardOf(card.id, collab.urls.length)]!,
    documentName: cardDocumentName(card.id),
    user: { id: member.id, name: memberName(member), color: collabColorOf(member.id) },
  };
}
