import type { NotificationChannel, NotificationPreference, NotificationType } from "@keen/contracts";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { notify } from "@/lib/notifications";
import { useUpdateNotificationPreferences } from "../api/update-notification-preferences";
import { PreferencesTable } from "./preferences-table";

type Changes = Partial<Record<NotificationType, NotificationChannel>>;

/** The preferences table with Save and Discard; only the changed types are sent. */
export function NotificationPreferencesForm({ preferences }: { preferences: NotificationPreference[] }) {
  const [changes, setChanges] = useState<Changes>({});
  const save = useUpdateNotificationPreferences();
  const changed = preferences.filter((p) => changes[p.type] !== undefined && changes[p.type] !== p.channel);

  const handleChange = (type: NotificationType, channel: NotificationChannel) =>
    setChanges((current) => ({ ...current, [type]: channel }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (changed.length === 0) return;
    const list = changed.map((p) => ({ type: p.type, channel: changes[p.type] as NotificationChannel }));
    save.mutate(
      { preferences: list },
      {
        onSuccess: () => {
          setChanges({});
          notify({
            type: "success",
            title: "Notification preferences saved",
            message: `${list.length} ${list.length === 1 ? "preference" : "preferences"} updated.`,
          });
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Notification preferences">
      <div className="-mx-1 overflow-x-auto px-1">
        <PreferencesTable preferences={preferences} values={changes} onChange={handleChange} />
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 pt-5">
        <p className="mr-auto text-sm text-slate-600" aria-live="polite">
          {changed.length ? `${changed.length} unsaved ${changed.length === 1 ? "change" : "changes"}` : ""}
        </p>
        <Button
          type="button"
          variant="ghost"
          disabled={!changed.length || save.isPending}
          onClick={() => setChanges({})}
        >
          Discard
        </Button>
        <Button type="submit" disabled={!changed.length} isLoading={save.isPending}>
          Save preferences
        </Button>
      </div>
    </form>
  );
}
