import { useEffect } from "react";
import { useMarkRoomRead } from "../api/mark-room-read";

/**
 * While a thread is on screen and the tab visible, messages that arrive in it are read: when the
 * room shows unread messages (a live message came in, or the tab came back), it is marked read.
 */
export function useMarkReadWhileOpen(chatRoomUuid: string, unreadCount: number, isLoaded: boolean): void {
  const { mutate, isPending } = useMarkRoomRead();
  useEffect(() => {
    if (!isLoaded) return;
    const markIfUnread = () => {
      if (document.visibilityState === "visible" && unreadCount > 0 && !isPending) mutate(chatRoomUuid);
    };
    markIfUnread();
    document.addEventListener("visibilitychange", markIfUnread);
    return () => document.removeEventListener("visibilitychange", markIfUnread);
  }, [chatRoomUuid, unreadCount, isLoaded, isPending, mutate]);
}
