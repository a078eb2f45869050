import type { ChatRoom } from "@keen/contracts";
import { Link } from "react-router";
import { RelativeTime } from "@/components/ui/relative-time";
import { cn } from "@/lib/cn";
import { lastActivity, lastMessageExcerpt, roomTitle } from "../lib/conversations";
import { RoomAvatar } from "./room-avatar";

type ConversationRowProps = { room: ChatRoom; isActive: boolean; myUserId: string | undefined };

/** One conversation in the list: picture, name, the last message, when, and the unread count. */
export function ConversationRow({ room, isActive, myUserId }: ConversationRowProps) {
  const title = roomTitle(room);
  const hasUnread = room.unreadCount > 0 && !isActive;
  return (
    <li>
      <Link
        to={`/messages/${room.chatRoomUuid}`}
        aria-current={isActive ? "page" : undefined}
        className={cn(
          "flex items-center gap-3 rounded-lg px-3 py-2.5 transition-colors hover:bg-slate-50",
          isActive && "bg-brand-50 hover:bg-brand-50",
        )}
      >
        <RoomAvatar room={room} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span
              className={cn("truncate text-sm text-slate-900", hasUnread ? "font-semibold" : "font-medium")}
            >
              {title}
            </span>
            <RelativeTime iso={lastActivity(room)} className="shrink-0 text-xs text-slate-600" />
          </span>
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span className={cn("truncate text-sm", hasUnread ? "text-slate-800" : "text-slate-600")}>
              {lastMessageExcerpt(room, myUserId)}
            </span>
            {hasUnread ? (
              <span className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white tabular-nums">
                {room.unreadCount > 99 ? "99+" : room.unreadCount}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
