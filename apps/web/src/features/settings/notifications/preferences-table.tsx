import type { NotificationChannel, NotificationPreference, NotificationType } from "@keen/contracts";
import { cn } from "@/lib/cn";
import { channelTexts, notificationTypeTexts, sortByTableOrder } from "./notification-types";

type PreferencesTableProps = {
  preferences: NotificationPreference[];
  values: Partial<Record<NotificationType, NotificationChannel>>;
  onChange: (type: NotificationType, channel: NotificationChannel) => void;
};

/**
 * One row per notification type, one radio group per row (arrow keys move within it); each radio is
 * named by its row and column ("Review requests, Email").
 */
export function PreferencesTable({ preferences, values, onChange }: PreferencesTableProps) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">Where each kind of notification is sent</caption>
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className="py-3 pr-3 font-medium text-slate-600">
            Notification
          </th>
          {channelTexts.map((column) => (
            <th
              key={column.channel}
              id={`channel-${column.channel}`}
              scope="col"
              title={column.hint}
              className="w-16 px-1 py-3 text-center font-medium text-slate-600 sm:w-24"
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sortByTableOrder(preferences).map((preference) => {
          const text = notificationTypeTexts[preference.type] ?? { label: preference.type, description: "" };
          const value = values[preference.type] ?? preference.channel;
          const rowId = `notification-${preference.type}`;
          return (
            <tr key={preference.type} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-3.5 pr-3 align-top font-normal">
                <span id={rowId} className="block font-medium text-slate-900">
                  {text.label}
                </span>
                <span className="mt-0.5 block text-xs leading-5 text-slate-600">{text.description}</span>
              </th>
              {channelTexts.map((column) => (
                <td key={column.channel} className="px-1 py-3.5 text-center align-top">
                  <input
                    type="radio"
                    name={rowId}
                    value={column.channel}
                    checked={value === column.channel}
                    onChange={() => onChange(preference.type, column.channel)}
                    aria-labelledby={`${rowId} channel-${column.channel}`}
                    className={cn("mt-1 size-4.5 cursor-pointer accent-brand-600")}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
