import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { useLayoutEffect, useRef } from "react";
import { NavLink as RouterNavLink } from "react-router";
import { NavLinkLabel } from "@/components/layout/nav-link-label";
import { exploreLink, type NavLink } from "@/config/navigation";
import { cn } from "@/lib/cn";
import { EXPLORE_KEY, navItemClass, navLinkClass } from "./desktop-nav-classes";
import { MegaMenuPanel } from "./mega-menu";

type DesktopNavMenuProps = {
  className?: string;
  links: NavLink[];
  /** The item (`data-nav-key`) that had focus in the plain navigation it replaces: it gets it back. */
  focusKey?: string;
  /** Opens Explore at once (it was clicked before this module had loaded). */
  isExploreOpen?: boolean;
};

/**
 * The main navigation with the Explore mega-menu (Radix NavigationMenu: arrow keys move between
 * items, Enter/Space opens Explore, Tab walks into it, Escape closes it). It replaces the plain
 * navigation of `DesktopNav` on the first pointer or focus there.
 */
export function DesktopNavMenu({ className, links, focusKey, isExploreOpen }: DesktopNavMenuProps) {
  const rootRef = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    if (!focusKey) return;
    rootRef.current?.querySelector<HTMLElement>(`[data-nav-key="${CSS.escape(focusKey)}"]`)?.focus();
  }, [focusKey]);

  return (
    <NavigationMenu.Root
      ref={rootRef}
      aria-label="Main"
      className={className}
      defaultValue={isExploreOpen ? EXPLORE_KEY : undefined}
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {links.map((link) => (
          <NavigationMenu.Item key={link.to}>
            <NavigationMenu.Link asChild>
              <RouterNavLink to={link.to} className={navLinkClass} data-nav-key={link.to}>
                <NavLinkLabel link={link} />
              </RouterNavLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item value={EXPLORE_KEY}>
          <NavigationMenu.Trigger
            className={cn(navItemClass, "group data-[state=open]:bg-slate-100")}
            data-nav-key={EXPLORE_KEY}
          >
            {exploreLink.label}
            <ChevronDown
              className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
              aria-hidden
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="px-4 sm:px-6">
            <MegaMenuPanel />
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
      {/* Positioned against the sticky header, so the panel spans the page width under it. */}
      <div className="absolute inset-x-0 top-full z-40">
        <NavigationMenu.Viewport className="w-full motion-safe:data-[state=open]:animate-in-fade" />
      </div>
    </NavigationMenu.Root>
  );
}
