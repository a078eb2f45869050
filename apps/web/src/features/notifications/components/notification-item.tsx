import type { Notification } from "@keen/contracts";
import { Check, Trash2 } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { RelativeTime } from "@/components/ui/relative-time";
import { cn } from "@/lib/cn";
import { safeReturnPath } from "@/lib/safe-return-path";
import { useDeleteNotification } from "../api/delete-notification";
import { useMarkNotificationRead } from "../api/mark-notification-read";
import { NotificationVisual } from "./notification-type-icon";

type NotificationItemProps = {
  notification: Notification;
  /** Called after the notification's link was followed (the dropdown closes). */
  onOpen?: () => void;
  /** `compact` in the bell's dropdown, `comfortable` on the notifications page. */
  density?: "compact" | "comfortable";
};

const actionClass =
  "relative z-10 grid size-7 place-items-center rounded-lg text-slate-500 hover:bg-white hover:text-slate-900 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50";

/**
 * One notification: who or what it is about, title, body, when, and an unread dot. The whole row
 * leads to the notification's link and marks it read; "Mark as read" and "Delete" sit beside it.
 */
export function NotificationItem({ notification, onOpen, density = "compact" }: NotificationItemProps) {
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const { id, title, body, createdAt, isRead } = notification;
  const link = safeReturnPath(notification.link, "");
  const rowRef = useRef<HTMLLIElement>(null);

  const handleOpen = () => {
    if (!isRead) markRead.mutate(id);
    onOpen?.();
  };

  const handleDelete = () => {
    // The row goes away with its button: keep keyboard focus in the list instead of losing it.
    const list = rowRef.current?.closest<HTMLElement>("[data-notification-list]");
    remove.mutate(id, { onSuccess: () => list?.focus() });
  };

  const heading = link ? (
    <Link
      to={link}
      onClick={handleOpen}
      className="rounded after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
    >
      {title}
    </Link>
  ) : (
    title
  );

  return (
    <li
      ref={rowRef}
      className={cn(
        "group relative flex gap-3 rounded-lg transition-colors hover:bg-slate-50",
        density === "compact" ? "px-3 py-2.5" : "px-4 py-4",
        !isRead && "bg-brand-50/50",
      )}
    >
      <NotificationVisual notification={notification} />
      <div className="min-w-0 flex-1">
        <p className={cn("text-sm leading-5 text-slate-900", isRead ? "font-medium" : "font-semibold")}>
          {heading}
          {isRead ? null : <span className="sr-only"> (unread)</span>}
        </p>
        {body ? (
          <p
            className={cn("mt-0.5 text-sm leading-5 text-slate-600", density === "compact" && "line-clamp-2")}
          >
            {body}
          </p>
        ) : null}
        <div className="mt-1 flex min-h-7 items-center justify-between gap-2">
          <RelativeTime iso={createdAt} className="text-xs text-slate-500" />
          <div className="flex gap-0.5 pointer-fine:opacity-0 pointer-fine:group-focus-within:opacity-100 pointer-fine:group-hover:opacity-100">
            {isRead ? null : (
              <button
                type="button"
                className={actionClass}
                aria-label={`Mark “${title}” as read`}
                title="Mark as read"
                disabled={markRead.isPending}
                onClick={() => markRead.mutate(id)}
              >
                <Check className="size-4" aria-hidden />
              </button>
            )}
            <button
              type="button"
              className={actionClass}
              aria-label={`Delete “${title}”`}
              title="Delete"
              disabled={remove.isPending}
              onClick={handleDelete}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </div>
        </div>
      </div>
      <span
        aria-hidden
        className={cn("mt-1.5 size-2 shrink-0 rounded-full", isRead ? "bg-transparent" : "bg-brand-600")}
      />
    </li>
  );
}
