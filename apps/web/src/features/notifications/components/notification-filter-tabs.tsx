import { Link } from "react-router";
import { cn } from "@/lib/cn";

/** All or only unread notifications (`?filter=unread`); a new filter starts at page 1. */
export function NotificationFilterTabs({ isUnreadOnly, unread }: { isUnreadOnly: boolean; unread: number }) {
  const tabs = [
    { label: "All", to: "/notifications", isCurrent: !isUnreadOnly },
    {
      label: unread > 0 ? `Unread (${unread})` : "Unread",
      to: "/notifications?filter=unread",
      isCurrent: isUnreadOnly,
    },
  ];
  return (
    <nav aria-label="Show" className="inline-flex rounded-lg bg-slate-100 p-1">
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          aria-current={tab.isCurrent ? "page" : undefined}
          className={cn(
            "rounded-md px-3.5 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900",
            tab.isCurrent && "bg-white text-slate-900 shadow-sm",
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
