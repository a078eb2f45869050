import type { ChatRoom } from "@keen/contracts";
import { MessageSquareOff } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { useBlockedMembers } from "../api/get-blocked-members";
import { useRoom } from "../api/get-room";
import { useRoomMessages } from "../api/get-room-messages";
import { useMarkReadWhileOpen } from "../hooks/use-mark-read-while-open";
import { memberName, roomTitle } from "../lib/conversations";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import { ThreadHeader } from "./thread-header";

/** Why nothing can be sent in a room, in words; undefined when sending is allowed. */
export function sendDisabledReason(room: ChatRoom, isBlockedByMe: boolean): string | undefined {
  if (room.abilities.send) return undefined;
  if (room.kind === "direct") {
    if (!room.otherMember)
      return "The other member’s account no longer exists, so no messages can be sent here.";
    const name = memberName(room.otherMember);
    return isBlockedByMe
      ? `You blocked ${name}. Unblock them from the menu above to send messages.`
      : `You cannot message ${name} at the moment.`;
  }
  return "You can no longer send messages in this group.";
}

function ThreadSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading conversation" className="flex flex-1 flex-col">
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-4 w-40" />
      </div>
      <div className="flex-1 space-y-4 p-5">
        <Skeleton className="h-10 w-2/3 rounded-2xl" />
        <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
        <Skeleton className="h-16 w-3/5 rounded-2xl" />
      </div>
    </div>
  );
}

/** The open conversation: its header, the messages and the composer; kept read while on screen. */
export function Thread({ chatRoomUuid, myUserId }: { chatRoomUuid: string; myUserId: string | undefined }) {
  const room = useRoom(chatRoomUuid);
  const thread = useRoomMessages(chatRoomUuid);
  const isDirect = room.data?.kind === "direct";
  const blocks = useBlockedMembers(isDirect);
  const messages = useMemo(
    () => (thread.data?.pages ?? []).flatMap((page) => page.items).reverse(),
    [thread.data],
  );
  useMarkReadWhileOpen(chatRoomUuid, room.data?.unreadCount ?? 0, thread.isSuccess);

  const isGone =
    (room.isError && !room.data) ||
    (isApiError(thread.error) && [400, 403, 404].includes(thread.error.status ?? 0));
  if (isGone) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center px-6 text-center">
        <MessageSquareOff className="size-8 text-slate-400" aria-hidden />
        <h2 className="mt-3 font-sans text-base font-semibold text-slate-900">
          This conversation is not available
        </h2>
        <p className="mt-1 max-w-sm text-sm leading-6 text-slate-600">
          It may have been removed, or you are no longer one of its members.
        </p>
        <Link to="/messages" className="mt-4 text-sm font-semibold text-brand-700 hover:underline">
          Back to your conversations
        </Link>
      </div>
    );
  }
  if (!room.data) return <ThreadSkeleton />;

  const isBlockedByMe =
    isDirect && !!blocks.data?.some((member) => member.userId === room.data.otherMember?.userId);
  const title = roomTitle(room.data);
  return (
    <section aria-label={`Conversation with ${title}`} className="flex min-h-0 flex-1 flex-col">
      <ThreadHeader room={room.data} isBlockedByMe={isBlockedByMe} />
      {thread.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading messages" className="flex-1 space-y-4 p-5">
          <Skeleton className="h-10 w-2/3 rounded-2xl" />
          <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
        </div>
      ) : thread.isError ? (
        <p role="alert" className="m-4 rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-800">
          The messages could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <MessageList
          messages={messages}
          label={`Messages with ${title}`}
          myUserId={myUserId}
          showSenders={room.data.kind === "group"}
          hasOlder={thread.hasNextPage}
          isLoadingOlder={thread.isFetchingNextPage}
          onLoadOlder={() => void thread.fetchNextPage()}
          emptyText={
            room.data.kind === "direct"
              ? `No messages yet. Say hello to ${memberName(room.data.otherMember)}.`
              : "No messages yet. Start the conversation."
          }
        />
      )}
      <Composer
        key={chatRoomUuid}
        chatRoomUuid={chatRoomUuid}
        disabledReason={sendDisabledReason(room.data, isBlockedByMe)}
      />
    </section>
  );
}
