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

/** The header's way to `/messages`, with the number of unread messages (kept live by the event stream). */
export function MessagesNavButton() {
  const unread = useUnreadMessages().data?.unread ?? 0;
  return (
    <Link
      to="/messages"
      aria-label={messagesLabel(unread)}
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "relative size-9")}
    >
      <MessageSquare className="size-5" aria-hidden />
      <CountBadge count={unread} />
    </Link>
  );
}
