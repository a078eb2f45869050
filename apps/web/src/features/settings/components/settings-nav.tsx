import { Bell, KeyRound, UserRoundPen } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "@/lib/cn";

export const settingsSections = [
  {
    to: "/settings/personal-information",
    label: "Personal information",
    short: "Profile",
    icon: UserRoundPen,
  },
  { to: "/settings/login-and-security", label: "Login and security", short: "Security", icon: KeyRound },
  { to: "/settings/notifications", label: "Notifications", short: "Notifications", icon: Bell },
];

/** The settings sections: a vertical list beside the page on wide screens, tabs across the top on narrow ones. */
export function SettingsNav() {
  return (
    <nav aria-label="Settings" className="border-b border-slate-200 lg:border-0">
      <ul className="-mb-px flex lg:mb-0 lg:flex-col lg:gap-1">
        {settingsSections.map((section) => (
          <li key={section.to} className="flex-1 lg:flex-none">
            <NavLink
              to={section.to}
              className={({ isActive }) =>
                cn(
                  "flex items-center justify-center gap-2 border-b-2 px-2 py-3 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900",
                  "lg:justify-start lg:gap-2.5 lg:rounded-lg lg:border-0 lg:px-3 lg:py-2 lg:text-slate-700 lg:hover:bg-slate-100",
                  isActive
                    ? "border-brand-600 text-brand-800 lg:bg-brand-50 lg:text-brand-800 lg:hover:bg-brand-50"
                    : "border-transparent",
                )
              }
            >
              <section.icon className="hidden size-4 sm:block" aria-hidden />
              <span className="sm:hidden">{section.short}</span>
              <span className="hidden sm:inline">{section.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
