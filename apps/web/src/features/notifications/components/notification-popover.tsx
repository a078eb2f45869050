import { BellOff } from "lucide-react";
import { Popover } from "radix-ui";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useNotifications } from "../api/get-notifications";
import { MarkAllReadButton } from "./mark-all-read-button";
import { NotificationItem } from "./notification-item";
import { NotificationListSkeleton } from "./notification-list-skeleton";

/** How many of the latest notifications the dropdown shows. */
const BELL_PAGE_SIZE = 8;

/**
 * The bell's dropdown of the latest notifications with mark-read, delete, "Mark all as read" and a
 * way to the full list. Loaded on the member's first use of the bell (`notification-bell.tsx`).
 */
export function NotificationPopover({
  unread,
  defaultOpen,
  children,
}: {
  unread: number;
  /** Opens at once: the member pressed the bell before this module was in. */
  defaultOpen: boolean;
  /** The bell button. */
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const latest = useNotifications({ page: 1, pageSize: BELL_PAGE_SIZE, isUnreadOnly: false }, isOpen);
  const items = latest.data?.items ?? [];
  const close = () => setIsOpen(false);

  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger asChild>{children}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 flex max-h-[min(36rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-xl border border-slate-200 bg-white shadow-(--shadow-pop) outline-none motion-safe:data-[state=open]:animate-in-fade"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
            <h2 className="font-sans text-sm font-semibold text-slate-900">
              Notifications
              {unread > 0 ? <span className="ml-1.5 font-normal text-slate-500">{unread} unread</span> : null}
            </h2>
            <MarkAllReadButton unread={unread} variant="ghost" className="-mr-2 text-brand-700" />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-1.5">
            {latest.isPending ? (
              <NotificationListSkeleton rows={3} density="compact" />
            ) : latest.isError ? (
              <p className="px-3 py-6 text-center text-sm text-slate-600">
                Your notifications could not be loaded. Try again in a moment.
              </p>
            ) : items.length === 0 ? (
              <div className="flex flex-col items-center px-6 py-8 text-center">
                <BellOff className="size-6 text-slate-400" aria-hidden />
                <p className="mt-3 text-sm font-medium text-slate-900">No notifications yet</p>
                <p className="mt-1 text-sm leading-6 text-slate-600">
                  You will hear here when someone adds you to a card, publishes a card you author or gives you
                  an institution role.
                </p>
              </div>
            ) : (
              <ul
                aria-label="Latest notifications"
                tabIndex={-1}
                data-notification-list
                className="outline-none"
              >
                {items.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} onOpen={close} />
                ))}
              </ul>
            )}
          </div>
          <div className="border-t border-slate-100 p-1.5">
            <Link
              to="/notifications"
              onClick={close}
              className="block rounded-lg px-3 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              See all notifications
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
