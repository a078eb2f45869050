import { Outlet } from "react-router";
import { OnboardingRedirect } from "@/features/auth";
import { useRouteAnalytics } from "@/lib/analytics";
import { NavigationProgress } from "./navigation-progress";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useScrollToTop } from "./use-scroll-to-top";

/** The frame around every page: skip link, header, the routed page in `<main id="main">`, footer. */
export function RootLayout() {
  useRouteAnalytics();
  useScrollToTop();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-brand-700 text-sm font-semibold text-white shadow-(--shadow-pop) focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <OnboardingRedirect />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
