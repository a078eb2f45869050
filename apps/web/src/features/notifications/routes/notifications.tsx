import { BellOff, MailCheck, Settings } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { DocumentTitle } from "@/components/layout/document-title";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { usePageParam } from "@/lib/use-page-param";
import { useNotificationCount } from "../api/get-notification-count";
import { useNotifications } from "../api/get-notifications";
import { MarkAllReadButton } from "../components/mark-all-read-button";
import { NotificationFilterTabs } from "../components/notification-filter-tabs";
import { NotificationItem } from "../components/notification-item";
import { NotificationListSkeleton } from "../components/notification-list-skeleton";

/** Notifications per page of the full list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Route module for `/notifications`: every notification of the member, page by page, all or unread. */
export function Component() {
  const [params] = useSearchParams();
  const isUnreadOnly = params.get("filter") === "unread";
  const [page, handlePageChange] = usePageParam();
  const list = useNotifications({ page, pageSize: NOTIFICATIONS_PAGE_SIZE, isUnreadOnly });
  const count = useNotificationCount();
  const unread = count.data?.unread ?? list.data?.unread ?? 0;

  return (
    <PageContainer className="max-w-3xl">
      <DocumentTitle title={unread > 0 ? `Notifications (${unread})` : "Notifications"} />
      <PageHeader
        title="Notifications"
        description="What happened to your cards, your co-authors and your institution roles."
        className="mb-8"
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <NotificationFilterTabs isUnreadOnly={isUnreadOnly} unread={unread} />
        <div className="flex flex-wrap gap-2">
          <MarkAllReadButton unread={unread} variant="outline" />
          <Button asChild variant="ghost" size="sm">
            <Link to="/settings/notifications">
              <Settings aria-hidden />
              Settings
            </Link>
          </Button>
        </div>
      </div>
      {list.isPending ? (
        <Card>
          <NotificationListSkeleton />
        </Card>
      ) : list.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          Your notifications could not be loaded. Reload the page to try again.
        </p>
      ) : list.data.items.length === 0 ? (
        isUnreadOnly ? (
          <EmptyState
            icon={MailCheck}
            title="You are all caught up"
            description="Nothing unread. New notifications show up here and under the bell as they happen."
            actions={
              <Button asChild variant="outline">
                <Link to="/notifications">See all notifications</Link>
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={BellOff}
            title="No notifications yet"
            description="You will be notified here when someone adds you as a co-author or editor, publishes a card you author, or gives you an institution role. Choose what reaches you by e-mail in Settings."
            actions={
              <Button asChild variant="outline">
                <Link to="/settings/notifications">Notification settings</Link>
              </Button>
            }
          />
        )
      ) : (
        <Card className="p-1.5">
          <ul
            aria-label={isUnreadOnly ? "Unread notifications" : "All notifications"}
            tabIndex={-1}
            data-notification-list
            className="divide-y divide-slate-100 outline-none"
          >
            {list.data.items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} density="comfortable" />
            ))}
          </ul>
        </Card>
      )}
      {list.data ? (
        <Pagination
          page={page}
          pageSize={NOTIFICATIONS_PAGE_SIZE}
          total={list.data.total}
          onPageChange={handlePageChange}
          label="Notification pages"
        />
      ) : null}
    </PageContainer>
  );
}
