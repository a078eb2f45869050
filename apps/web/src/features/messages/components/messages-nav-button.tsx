import { MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { CountBadge } from "@/components/ui/count-badge";
import { cn } from "@/lib/cn";
import { useUnreadMessages } from "../api/get-unread-messages";

/** The messages icon's accessible name: "Messages, 3 unread". */
export function messagesLabel(unread: number): string {
  return unread > 0 ? `Messages, ${unread} unread` : "Messages";
}

/** Where `/messages` opens the conversation with the newest unread message (routes/messages.tsx). */
export const newestUnreadPath = "/messages?open=unread";

/**
 * The header's way to `/messages`, with the number of unread messages (kept live by the event
 * stream); with unread messages it opens the conversation that has the newest of them.
 */
export function MessagesNavButton() {
  const unread = useUnreadMessages().data?.unread ?? 0;
  return (
    <Link
      to={unread > 0 ? newestUnreadPath : "/messages"}
      aria-label={messagesLabel(unread)}
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "relative size-9")}
    >
      <MessageSquare className="size-5" aria-hidden />
      <CountBadge count={unread} />
    </Link>
  );
}
