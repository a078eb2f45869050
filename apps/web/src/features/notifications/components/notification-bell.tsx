import { Bell } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { CountBadge } from "@/components/ui/count-badge";
import { LoadOnUse } from "@/components/ui/load-on-use";
import { onDemand } from "@/lib/on-demand";
import { useNotificationCount } from "../api/get-notification-count";

/** The bell button's accessible name: "Notifications, 3 unread". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : "Notifications";
}

const notificationPopover = onDemand(() =>
  import("./notification-popover").then((module) => module.NotificationPopover),
);

function BellButton({ unread, ...props }: { unread: number } & ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="relative size-9" aria-label={bellLabel(unread)} {...props}>
      <Bell className="size-5" aria-hidden />
      <CountBadge count={unread} />
    </Button>
  );
}

/**
 * The header's bell: the unread count (kept live by the event stream) and a dropdown of the latest
 * notifications. The dropdown's code loads on first use of the bell (pointing, focus or a press) and
 * opens at once when it was pressed.
 */
export function NotificationBell() {
  const count = useNotificationCount();
  const unread = count.data?.unread ?? 0;
  return (
    <LoadOnUse
      part={notificationPopover}
      popup="dialog"
      placeholder={(trigger) => <BellButton unread={unread} {...trigger} />}
    >
      {(NotificationPopover, openAsked) => (
        <NotificationPopover unread={unread} defaultOpen={openAsked}>
          <BellButton unread={unread} />
        </NotificationPopover>
      )}
    </LoadOnUse>
  );
}
