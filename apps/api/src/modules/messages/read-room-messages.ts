import type { ChatMessageList } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { SignedInActor } from "../../lib/policy";
import { loadAuthorizedChatRoom } from "./chat-room-queries";
import { markRoomRead } from "./mark-room-read";
import { listRoomMessages } from "./message-queries";

/**
 * A page of a room's messages for one of its members (404 for anyone else), newest first. Reading
 * the first page (no `before`) marks the room read for the caller.
 */
export async function readRoomMessages(
  db: Database,
  actor: SignedInActor,
  roomId: string,
  query: { before?: string; limit: number },
): Promise<ChatMessageList> {
  return db.transaction(async (tx) => {
    await loadAuthorizedChatRoom(tx, actor, roomId, "read");
    const page = await listRoomMessages(tx, roomId, query);
    if (!query.before) await markRoomRead(tx, roomId, actor.userId);
    return page;
  });
}

/** Marks a room read for one of its members (404 for anyone else). */
export async function markRoomReadFor(db: Database, actor: SignedInActor, roomId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await loadAuthorizedChatRoom(tx, actor, roomId, "read");
    await markRoomRead(tx, roomId, actor.userId);
  });
}
