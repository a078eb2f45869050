import { lazy, type ReactNode, Suspense } from "react";
import { HeaderSearch } from "@/components/layout/header-search";
import { useCurrentUser } from "@/features/auth";
import { AccountMenu } from "./account-menu";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

/** A member's counts: their code (and the notifications popover) loads only for members. */
const MessagesNavButton = lazy(() =>
  import("@/features/messages").then(({ MessagesNavButton }) => ({ default: MessagesNavButton })),
);
const NotificationBell = lazy(() =>
  import("@/features/notifications").then(({ NotificationBell }) => ({ default: NotificationBell })),
);

/**
 * The sticky site header: logo, main navigation with the Explore mega-menu, search, and for a
 * member the messages and notifications counts and the account menu.
 */
export function SiteHeader() {
  const { isAuthenticated, userData } = useCurrentUser();
  const isMember = isAuthenticated && !!userData?.isOnboarded;
  return (
    <HeaderBar>
      <Logo isCompactOnPhones={isMember} />
      <DesktopNav className="hidden md:block" />
      <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
        <HeaderSearch />
        {isMember ? (
          <Suspense fallback={null}>
            <MessagesNavButton />
            <NotificationBell />
          </Suspense>
        ) : null}
        <AccountMenu />
        <MobileNav />
      </div>
    </HeaderBar>
  );
}

/** The header's sticky bar; also drawn, with the logo alone, by the server's early card page (src/prerender). */
export function HeaderBar({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6 lg:gap-6">{children}</div>
    </header>
  );
}
