import { ChevronDown } from "lucide-react";
import { type FocusEvent, useRef, useState } from "react";
import { NavLink as RouterNavLink } from "react-router";
import { NavLinkLabel } from "@/components/layout/nav-link-label";
import { exploreLink, getMainNavLinks } from "@/config/navigation";
import { useCurrentUser } from "@/features/auth";
import { cn } from "@/lib/cn";
import { onDemand } from "@/lib/on-demand";
import { EXPLORE_KEY, navItemClass, navLinkClass } from "./desktop-nav-classes";

/** The navigation with the Explore mega-menu (Radix NavigationMenu), loaded once per page. */
const navMenu = onDemand(() => import("./desktop-nav-menu").then((module) => module.DesktopNavMenu));

/**
 * Main navigation for ≥ 768 px: the spec's main links and Explore. It starts as plain links and a
 * button, the same markup the menu draws, and the Explore mega-menu's code (Radix NavigationMenu,
 * about 10 KB gz) loads on the first pointer or focus in it: a visitor's first page does not
 * download it (issue 12, decision 0021). The item that had focus keeps it, and a click on Explore
 * before the code arrived opens it once it has.
 */
export function DesktopNav({ className }: { className?: string }) {
  const { isAuthenticated } = useCurrentUser();
  const links = getMainNavLinks(isAuthenticated);
  const navRef = useRef<HTMLElement>(null);
  const [menu, setMenu] = useState<{ focusKey?: string; isExploreOpen: boolean }>();
  const isExploreAsked = useRef(false);

  const handleWake = () => {
    void navMenu.load().then(() => {
      const focused = document.activeElement;
      const focusKey =
        focused instanceof HTMLElement && navRef.current?.contains(focused)
          ? focused.dataset.navKey
          : undefined;
      setMenu({ focusKey, isExploreOpen: isExploreAsked.current });
    });
  };

  const DesktopNavMenu = navMenu.loaded();
  if (menu && DesktopNavMenu) return <DesktopNavMenu className={className} links={links} {...menu} />;

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className={className}
      onPointerEnter={handleWake}
      onFocus={(event: FocusEvent) => {
        if (event.target !== event.currentTarget) handleWake();
      }}
    >
      <div className="relative">
        <ul className="flex items-center gap-0.5">
          {links.map((link) => (
            <li key={link.to}>
              <RouterNavLink to={link.to} className={navLinkClass} data-nav-key={link.to}>
                <NavLinkLabel link={link} />
              </RouterNavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              aria-expanded={false}
              className={cn(navItemClass, "group")}
              data-nav-key={EXPLORE_KEY}
              onClick={() => {
                isExploreAsked.current = true;
                handleWake();
              }}
            >
              {exploreLink.label}
              <ChevronDown className="size-4 text-slate-500" aria-hidden />
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
