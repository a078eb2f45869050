import { CHAT_ROOM_MAX_MEMBERS, type ChatRoom, type ChatRoomUpdateInput } from "@keen/contracts";
import { chatRoomMembers, chatRooms, type Database } from "@keen/db";
import { and, eq, inArray } from "drizzle-orm";
import { validation } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { findRoomForMember, loadAuthorizedChatRoom } from "./chat-room-queries";
import { checkNewMembers, publishRoomChanged } from "./room-members";

/**
 * The owner renames a group room, adds members and removes others (404 for non-members, 403 for
 * other members and direct rooms). Members already in (added) or not in (removed) are left as
 * they are; the owner cannot remove themself (they leave instead). Old and new members hear it.
 */
export async function updateGroupRoom(
  db: Database,
  actor: SignedInActor,
  roomId: string,
  input: ChatRoomUpdateInput,
): Promise<ChatRoom> {
  return db.transaction(async (tx) => {
    const room = await loadAuthorizedChatRoom(tx, actor, roomId, "manage", { forUpdate: true });
    const current = room.resource.memberIds;
    const removeIds = input.removeMemberIds ?? [];
    if (removeIds.includes(actor.userId)) {
      throw validation("removeMemberIds", "cannot include yourself (leave the room instead)");
    }
    if (removeIds.some((id) => input.addMemberIds?.includes(id))) {
      throw validation("removeMemberIds", "must not list a member that addMemberIds lists");
    }
    const addIds = (input.addMemberIds ?? []).filter((id) => !current.includes(id));
    await checkNewMembers(tx, actor.userId, addIds, "addMemberIds");
    const removed = removeIds.filter((id) => current.includes(id));
    if (current.length + addIds.length - removed.length > CHAT_ROOM_MAX_MEMBERS) {
      throw validation("addMemberIds", `would make the room larger than ${CHAT_ROOM_MAX_MEMBERS} members`);
    }
    const isRenamed = input.name !== undefined && input.name !== room.name;
    if (isRenamed) await tx.update(chatRooms).set({ name: input.name }).where(eq(chatRooms.id, roomId));
    if (addIds.length > 0) {
      await tx.insert(chatRoomMembers).values(addIds.map((userId) => ({ roomId, userId })));
    }
    if (removed.length > 0) {
      await tx
        .delete(chatRoomMembers)
        .where(and(eq(chatRoomMembers.roomId, roomId), inArray(chatRoomMembers.userId, removed)));
    }
    if (isRenamed || addIds.length > 0 || removed.length > 0) {
      await publishRoomChanged(tx, roomId, [...current, ...addIds]);
    }
    return findRoomForMember(tx, actor, roomId);
  });
}
