import type { ChatRoom } from "@keen/contracts";
import type { Executor, Transaction } from "@keen/db";
import { chatMessages, chatRoomMembers, chatRooms, profilePictures, users } from "@keen/db";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { notFound } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { isBlockedEitherWay } from "./block-queries";
import { isUnreadByMember } from "./message-queries";
import { authorizeChatRoom, type ChatRoomAction, type ChatRoomResource } from "./messages.policy";
import { type ChatMemberRow, chatMemberColumns, presentChatRoom } from "./messages.presenter";

export type { Executor, Transaction };

/** The most rooms one list answers (the most recently active). */
export const ROOM_LIST_LIMIT = 200;

/** A room row with the facts its policy needs, as seen by one caller. */
export type LoadedChatRoom = typeof chatRooms.$inferSelect & { resource: ChatRoomResource };

type MemberWithBlock = ChatMemberRow & { roomId: string; isBlocked: boolean };

/** The policy facts of a room from its kind, owner and members (with their blocks against the caller). */
function toResource(
  actor: SignedInActor,
  room: Pick<LoadedChatRoom, "kind" | "ownerId">,
  members: { userId: string; isBlocked: boolean }[],
): ChatRoomResource {
  return {
    kind: room.kind,
    ownerId: room.ownerId,
    memberIds: members.map((m) => m.userId),
    isBlocked: room.kind === "direct" && members.some((m) => m.userId !== actor.userId && m.isBlocked),
  };
}

/**
 * Loads a room and authorises the caller's action: 404 when it does not exist or the caller is
 * not a member, 403 when a member may not do this. `forUpdate` locks the room row, so concurrent
 * changes of one room's members run one after the other.
 */
export async function loadAuthorizedChatRoom(
  db: Executor,
  actor: SignedInActor,
  roomId: string,
  action: ChatRoomAction,
  options: { forUpdate?: boolean } = {},
): Promise<LoadedChatRoom> {
  const query = db.select().from(chatRooms).where(eq(chatRooms.id, roomId));
  const [room] = options.forUpdate ? await query.for("update") : await query;
  if (!room) throw notFound("Chat room");
  const members = await db
    .select({
      userId: chatRoomMembers.userId,
      isBlocked: isBlockedEitherWay(actor.userId, chatRoomMembers.userId),
    })
    .from(chatRoomMembers)
    .where(eq(chatRoomMembers.roomId, roomId));
  const loaded = { ...room, resource: toResource(actor, room, members) };
  authorizeChatRoom(actor, action, loaded.resource);
  return loaded;
}

/** Members of the rooms with their pictures and whether each blocked (or was blocked by) the caller. */
function findMembers(db: Executor, actor: SignedInActor, roomIds: string[]): Promise<MemberWithBlock[]> {
  if (roomIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      roomId: chatRoomMembers.roomId,
      ...chatMemberColumns(users, profilePictures),
      isBlocked: isBlockedEitherWay(actor.userId, users.id),
    })
    .from(chatRoomMembers)
    .innerJoin(users, eq(users.id, chatRoomMembers.userId))
    .leftJoin(profilePictures, eq(profilePictures.userId, chatRoomMembers.userId))
    .where(inArray(chatRoomMembers.roomId, roomIds))
    .orderBy(asc(chatRoomMembers.joinedAt), asc(users.lastName), asc(users.id));
}

/**
 * The caller's rooms (of a kind, or one room), most recent activity first, presented with their
 * members, last message and the caller's unread count: two queries for the whole list.
 */
export async function findRoomsForMember(
  db: Executor,
  actor: SignedInActor,
  filter: { kind?: ChatRoom["kind"]; roomId?: string },
): Promise<ChatRoom[]> {
  const last = db
    .select({
      id: chatMessages.id,
      senderId: chatMessages.senderId,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.roomId, chatRooms.id))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1)
    .as("last_message");
  const rows = await db
    .select({
      id: chatRooms.id,
      kind: chatRooms.kind,
      name: chatRooms.name,
      ownerId: chatRooms.ownerId,
      createdAt: chatRooms.createdAt,
      unreadCount: sql<number>`(select count(*)::int from ${chatMessages}
        where ${chatMessages.roomId} = ${chatRooms.id} and ${isUnreadByMember})`,
      lastId: last.id,
      lastBody: last.body,
      lastCreatedAt: last.createdAt,
      sender: chatMemberColumns(users, profilePictures),
    })
    .from(chatRoomMembers)
    .innerJoin(chatRooms, eq(chatRooms.id, chatRoomMembers.roomId))
    .leftJoinLateral(last, sql`true`)
    .leftJoin(users, eq(users.id, last.senderId))
    .leftJoin(profilePictures, eq(profilePictures.userId, last.senderId))
    .where(
      and(
        eq(chatRoomMembers.userId, actor.userId),
        filter.kind ? eq(chatRooms.kind, filter.kind) : undefined,
        filter.roomId ? eq(chatRooms.id, filter.roomId) : undefined,
      ),
    )
    .orderBy(desc(sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.createdAt})`), desc(chatRooms.id))
    .limit(ROOM_LIST_LIMIT);
  const members = await findMembers(
    db,
    actor,
    rows.map((row) => row.id),
  );
  const byRoom = new Map<string, MemberWithBlock[]>();
  for (const member of members) {
    const list = byRoom.get(member.roomId);
    if (list) list.push(member);
    else byRoom.set(member.roomId, [member]);
  }
  return rows.map((row) => {
    const own = byRoom.get(row.id) ?? [];
    const lastMessage =
      row.lastId && row.lastBody !== null && row.lastCreatedAt
        ? {
            id: row.lastId,
            roomId: row.id,
            body: row.lastBody,
            createdAt: row.lastCreatedAt,
            sender: row.sender,
          }
        : null;
    return presentChatRoom(actor, { ...row, lastMessage }, own, toResource(actor, row, own));
  });
}

/** One room of the caller, presented; 404 when it does not exist or the caller is not a member. */
export async function findRoomForMember(
  db: Executor,
  actor: SignedInActor,
  roomId: string,
): Promise<ChatRoom> {
  const [room] = await findRoomsForMember(db, actor, { roomId });
  if (!room) throw notFound("Chat room");
  return room;
}

/** Member ids of a room (whom its live events go to). */
export async function findMemberIds(db: Executor, roomId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: chatRoomMembers.userId })
    .from(chatRoomMembers)
    .where(eq(chatRoomMembers.roomId, roomId));
  return rows.map((row) => row.userId);
}
