import { Skeleton } from "@/components/ui/skeleton";
import { useNotificationPreferences } from "../api/get-notification-preferences";
import { SettingsPage } from "../components/settings-page";
import { SettingsPanel } from "../components/settings-panel";
import { NotificationPreferencesForm } from "../notifications/notification-preferences-form";

function TableSkeleton() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Loading preferences">
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={index} className="flex items-center gap-4">
          <Skeleton className="h-9 flex-1" />
          <Skeleton className="size-5 rounded-full" />
          <Skeleton className="size-5 rounded-full" />
          <Skeleton className="size-5 rounded-full" />
        </div>
      ))}
    </div>
  );
}

/** Route module for `/settings/notifications`: where each kind of notification is sent. */
export function Component() {
  const preferences = useNotificationPreferences();
  return (
    <SettingsPage
      title="Notifications"
      description="Choose which updates reach you and how. Email notifications also appear in the app."
    >
      <SettingsPanel
        id="notification-preferences"
        title="Notification preferences"
        description="In app: shown under the bell. Email: in the app and sent to your inbox. Off: not sent."
      >
        {preferences.data ? (
          <NotificationPreferencesForm preferences={preferences.data} />
        ) : preferences.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Your preferences could not be loaded. Reload the page to try again.
          </p>
        ) : (
          <TableSkeleton />
        )}
      </SettingsPanel>
    </SettingsPage>
  );
}
