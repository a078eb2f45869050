import type { LucideIcon } from "lucide-react";

/**
 * The navigation every page draws (main links, footer). The Explore groups (`explore-groups.ts`) and
 * the account menu's entries (`account-links.ts`) live apart, with their icons, so a page loads them
 * with the menus that show them, not with the app shell.
 */

/** One navigation entry. `external` marks routes that forward to another site (spec §2). */
export type NavLink = {
  label: string;
  to: string;
  external?: boolean;
  icon?: LucideIcon;
};

/** A titled group of links: one column of the Explore mega-menu, a section of /explore. */
export type NavGroup = {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  links: NavLink[];
};

/** Main navigation (spec §2): My Cards when signed in, otherwise Card Search; then Community and Events. */
export function getMainNavLinks(isAuthenticated: boolean): NavLink[] {
  return [
    isAuthenticated
      ? { label: "My Cards", to: "/card/my-cards" }
      : { label: "Card Search", to: "/card/search" },
    { label: "Community", to: "/community", external: true },
    { label: "Events", to: "/events" },
  ];
}

/** The Explore entry of the main nav, which opens the mega-menu. */
export const exploreLink: NavLink = { label: "Explore", to: "/explore" };

/** Footer columns (spec §2). */
export const footerLinks = {
  legal: [
    { label: "Privacy", to: "/privacy" },
    { label: "Site terms", to: "/site-terms" },
    { label: "Platform terms", to: "/platform-terms" },
  ],
  help: [
    { label: "Contact", to: "/contact", external: true },
    { label: "Feedback", to: "/feedback" },
    { label: "Report a problem", to: "/report-problem" },
  ],
} satisfies Record<string, NavLink[]>;
