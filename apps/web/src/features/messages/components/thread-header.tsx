import type { ChatRoom } from "@keen/contracts";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { roomTitle } from "../lib/conversations";
import { RoomAvatar } from "./room-avatar";
import { ThreadMenu } from "./thread-menu";

/** Who the conversation is with (a link to their profile in a direct room), a way back on phones, and the menu. */
export function ThreadHeader({ room, isBlockedByMe }: { room: ChatRoom; isBlockedByMe: boolean }) {
  const title = roomTitle(room);
  const subtitle =
    room.kind === "direct" ? (room.otherMember?.title ?? "") : `${room.members.length} members`;
  return (
    <header className="flex items-center gap-2 border-b border-slate-200 px-2 py-2.5 sm:px-4">
      <Link
        to="/messages"
        aria-label="Back to conversations"
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-9 md:hidden")}
      >
        <ArrowLeft className="size-5" aria-hidden />
      </Link>
      <RoomAvatar room={room} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-sans text-base font-semibold text-slate-900">
          {room.kind === "direct" && room.otherMember ? (
            <Link to={`/members/${room.otherMember.userId}`} className="hover:text-brand-700 hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        {subtitle ? <p className="truncate text-xs text-slate-500">{subtitle}</p> : null}
      </div>
      <ThreadMenu room={room} isBlockedByMe={isBlockedByMe} />
    </header>
  );
}
