import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { NavLink as RouterNavLink } from "react-router";
import { NavLinkLabel } from "@/components/layout/nav-link-label";
import { exploreLink, getMainNavLinks } from "@/config/navigation";
import { useCurrentUser } from "@/features/auth";
import { cn } from "@/lib/cn";
import { MegaMenuPanel } from "./mega-menu";

const itemClass =
  "inline-flex h-9 items-center gap-1 whitespace-nowrap rounded-lg px-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900";

/**
 * Main navigation for ≥ 768 px: the spec's main links and the Explore mega-menu (Radix NavigationMenu:
 * arrow keys move between items, Enter/Space opens Explore, Tab walks into it, Escape closes it).
 */
export function DesktopNav({ className }: { className?: string }) {
  const { isAuthenticated } = useCurrentUser();
  return (
    <NavigationMenu.Root aria-label="Main" className={className}>
      <NavigationMenu.List className="flex items-center gap-0.5">
        {getMainNavLinks(isAuthenticated).map((link) => (
          <NavigationMenu.Item key={link.to}>
            <NavigationMenu.Link asChild>
              <RouterNavLink
                to={link.to}
                className={cn(
                  itemClass,
                  "aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800",
                )}
              >
                <NavLinkLabel link={link} />
              </RouterNavLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className={cn(itemClass, "group data-[state=open]:bg-slate-100")}>
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
