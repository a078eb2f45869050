import type { ChatRoom, ChatRoomCreateInput } from "@keen/contracts";
import { chatRoomMembers, chatRooms, type Database } from "@keen/db";
import type { SignedInActor } from "../../lib/policy";
import { assertWithinNewMemberLimit, type NewMemberLimits } from "../new-member-limits";
import { findRoomForMember } from "./chat-room-queries";
import { checkNewMembers, publishRoomChanged } from "./room-members";

/**
 * Creates a group room with the caller as its owner and first member (400 on `memberIds` for
 * duplicates, unknown members, or members the caller cannot message). The members' open tabs
 * hear about it (`room_changed`). 429 when a new member already created their first day's rooms.
 */
export async function createGroupRoom(
  db: Database,
  actor: SignedInActor,
  input: ChatRoomCreateInput,
  limits: NewMemberLimits,
): Promise<ChatRoom> {
  return db.transaction(async (tx) => {
    await checkNewMembers(tx, actor.userId, input.memberIds, "memberIds");
    await assertWithinNewMemberLimit(tx, actor, "room", limits);
    const [room] = await tx
      .insert(chatRooms)
      .values({ kind: "group", name: input.name, ownerId: actor.userId, createdBy: actor.userId })
      .returning({ id: chatRooms.id });
    const memberIds = [actor.userId, ...input.memberIds];
    await tx.insert(chatRoomMembers).values(memberIds.map((userId) => ({ roomId: room!.id, userId })));
    await publishRoomChanged(tx, room!.id, input.memberIds);
    return findRoomForMember(tx, actor, room!.id);
  });
}
