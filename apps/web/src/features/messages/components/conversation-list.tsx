import type { ChatRoom } from "@keen/contracts";
import { MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { ConversationRow } from "./conversation-row";

type ConversationListProps = {
  rooms: ChatRoom[] | undefined;
  isPending: boolean;
  isError: boolean;
  activeUuid: string | undefined;
  myUserId: string | undefined;
};

function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading conversations" className="space-y-1 p-2">
      {[1, 2, 3, 4].map((n) => (
        <div key={n} className="flex items-center gap-3 px-3 py-2.5">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-1/2" />
            <Skeleton className="h-3 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The member's conversations, direct and group, the latest activity first. */
export function ConversationList({ rooms, isPending, isError, activeUuid, myUserId }: ConversationListProps) {
  if (isPending) return <ListSkeleton />;
  if (isError || !rooms) {
    return (
      <p role="alert" className="m-3 rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-800">
        Your conversations could not be loaded. Reload the page to try again.
      </p>
    );
  }
  if (rooms.length === 0) {
    return (
      <div className="flex flex-col items-center px-6 py-10 text-center">
        <MessagesSquare className="size-7 text-brand-600" aria-hidden />
        <p className="mt-3 text-sm font-semibold text-slate-900">No conversations yet</p>
        <p className="mt-1 text-sm leading-6 text-slate-600">
          Open a colleague’s profile and press Message, or start a group for a course team.
        </p>
        <Link to="/search?types=user" className="mt-3 text-sm font-semibold text-brand-700 hover:underline">
          Find members
        </Link>
      </div>
    );
  }
  return (
    <ul aria-label="Conversations" className="space-y-0.5 p-2">
      {rooms.map((room) => (
        <ConversationRow
          key={room.chatRoomUuid}
          room={room}
          isActive={room.chatRoomUuid === activeUuid}
          myUserId={myUserId}
        />
      ))}
    </ul>
  );
}
