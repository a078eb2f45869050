import { Bell, KeyRound, UserRoundPen } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "@/lib/cn";

export const settingsSections = [
  { to: "/settings/personal-information", label: "Personal information", icon: UserRoundPen },
  { to: "/settings/login-and-security", label: "Login and security", icon: KeyRound },
  { to: "/settings/notifications", label: "Notifications", icon: Bell },
];

/** The settings sections: a vertical list on wide screens, a scrolling row on narrow ones. */
export function SettingsNav() {
  return (
    <nav aria-label="Settings" className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
      <ul className="flex min-w-max gap-1 lg:min-w-0 lg:flex-col">
        {settingsSections.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              className={({ isActive }) =>
                cn(
                  "flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100",
                  isActive && "bg-brand-50 text-brand-800 hover:bg-brand-50",
                )
              }
            >
              <section.icon className="size-4" aria-hidden />
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
