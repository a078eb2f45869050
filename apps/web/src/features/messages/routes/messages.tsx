import { MessagesSquare, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { DocumentTitle } from "@/components/layout/document-title";
import { Button } from "@/components/ui/button";
import { IconAvatar } from "@/components/ui/icon-avatar";
import { useCurrentUser } from "@/features/auth";
import { cn } from "@/lib/cn";
import { useUnreadMessages } from "../api/get-unread-messages";
import { ConversationList } from "../components/conversation-list";
import { NewGroupDialog } from "../components/new-group-dialog";
import { Thread } from "../components/thread";
import { useConversations } from "../hooks/use-conversations";
import { roomTitle } from "../lib/conversations";

function NoConversationOpen() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 text-center">
      <IconAvatar icon={MessagesSquare} size="lg" />
      <h2 className="mt-4 font-sans text-base font-semibold text-slate-900">Choose a conversation</h2>
      <p className="mt-1 max-w-sm text-sm leading-6 text-slate-600">
        Pick one on the left, start a group, or press Message on a colleague’s profile.
      </p>
    </div>
  );
}

/**
 * `/messages?open=unread` (the header's badge): once the conversations are in, opens the one with
 * the newest unread message (they come latest activity first); with none unread, the list stays.
 */
function useOpenNewestUnread(rooms: ReturnType<typeof useConversations>["rooms"]) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const wantsUnread = params.get("open") === "unread";
  useEffect(() => {
    if (!wantsUnread || !rooms) return;
    const newest = rooms.find((room) => room.unreadCount > 0);
    void navigate(newest ? `/messages/${newest.chatRoomUuid}` : "/messages", { replace: true });
  }, [wantsUnread, rooms, navigate]);
}

/**
 * Route module for `/messages` and `/messages/:chatRoomUuid`: conversations on the left, the open
 * thread on the right; on phones one at a time (the list, then the thread with a way back).
 */
export function Component() {
  const { chatRoomUuid } = useParams();
  const { user_id: myUserId } = useCurrentUser();
  const conversations = useConversations();
  const unread = useUnreadMessages().data?.unread ?? 0;
  const [isNewGroupOpen, setNewGroupOpen] = useState(false);
  useOpenNewestUnread(conversations.rooms);
  const openRoom = conversations.rooms?.find((room) => room.chatRoomUuid === chatRoomUuid);
  const title = openRoom
    ? `${roomTitle(openRoom)} · Messages`
    : unread > 0
      ? `Messages (${unread})`
      : "Messages";

  return (
    <div className="mx-auto w-full max-w-6xl sm:px-6 sm:py-6">
      <DocumentTitle title={title} />
      <div className="flex h-[calc(100dvh-4rem)] min-h-[26rem] overflow-hidden bg-white sm:h-[calc(100dvh-7rem)] sm:rounded-(--radius-card) sm:border sm:border-slate-200 sm:shadow-(--shadow-card)">
        <aside
          aria-labelledby="messages-heading"
          className={cn(
            "flex w-full flex-col md:w-80 md:shrink-0 md:border-r md:border-slate-200",
            chatRoomUuid && "max-md:hidden",
          )}
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
            <h1 id="messages-heading" className="text-xl font-semibold">
              Messages
            </h1>
            <Button variant="outline" size="sm" onClick={() => setNewGroupOpen(true)}>
              <Plus aria-hidden />
              New group
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <ConversationList
              rooms={conversations.rooms}
              isPending={conversations.isPending}
              isError={conversations.isError}
              activeUuid={chatRoomUuid}
              myUserId={myUserId}
            />
          </div>
        </aside>
        <div className={cn("flex min-w-0 flex-1 flex-col", !chatRoomUuid && "max-md:hidden")}>
          {chatRoomUuid ? (
            <Thread key={chatRoomUuid} chatRoomUuid={chatRoomUuid} myUserId={myUserId} />
          ) : (
            <NoConversationOpen />
          )}
        </div>
      </div>
      <NewGroupDialog open={isNewGroupOpen} onOpenChange={setNewGroupOpen} myUserId={myUserId} />
    </div>
  );
}
