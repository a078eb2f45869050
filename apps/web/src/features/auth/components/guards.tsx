import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect, useLayoutEffect, useRef } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { dismissEarlyPage } from "@/lib/early-page";
import { isLibraryPublic } from "@/lib/env";
import { useAuthActions, useCurrentUser } from "../hooks";
import { decideOnboardingRedirect, decideProtectedRoute, pathWithQuery } from "../lib/decisions";
import { RedirectingScreen } from "./redirecting-screen";

// Screens few people see load when shown, not with every page's entry.
const EmailVerificationScreen = lazy(() =>
  import("./email-verification-screen").then(({ EmailVerificationScreen }) => ({
    default: EmailVerificationScreen,
  })),
);
const ForbiddenScreen = lazy(() =>
  import("./forbidden-screen").then(({ ForbiddenScreen }) => ({ default: ForbiddenScreen })),
);

function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>;
}

/**
 * Layout route for pages that need a signed-in member (spec §4): a loading screen while the session
 * loads, the email-verification screen after such a denial, otherwise the identity provider's log-in
 * form (people with an account are the usual arrivals; it links to sign-up, issue 25), returning to
 * this exact path and query.
 */
export function ProtectedRoute() {
  const { isLoading, isAuthenticated } = useCurrentUser();
  const location = useLocation();
  const { signIn } = useAuthActions();
  const decided = decideProtectedRoute({ isLoading, isAuthenticated, search: location.search });
  // When the member's record arrives, the page behind the guard is drawn as a deferred render, in
  // slices that hand the main thread back between them, instead of one long task (on a phone the
  // card page's first render is hundreds of milliseconds; Lighthouse total blocking time, issue 12).
  // Pages opened later, with the record in hand, render at once as before.
  const decision = useDeferredValue(decided);
  const returnTo = pathWithQuery(location);
  const hasStarted = useRef(false);

  // A verification screen or the sign-in redirect must not stay under the server's early card page.
  useLayoutEffect(() => {
    if (decision === "sign-in" || decision === "verify-email") dismissEarlyPage();
  }, [decision]);

  useEffect(() => {
    if (decision !== "sign-in" || hasStarted.current) return;
    hasStarted.current = true;
    void signIn(returnTo);
  }, [decision, returnTo, signIn]);

  if (decision === "loading") return <FullScreenSpinner />;
  if (decision === "verify-email")
    return (
      <Deferred>
        <EmailVerificationScreen redirectTo={location.pathname} />
      </Deferred>
    );
  if (decision === "sign-in") return <RedirectingScreen />;
  return <Outlet />;
}

/**
 * Layout route for the library's reading pages (published cards, search, explore, member profiles):
 * open to visitors when the deployment's library is public (`VITE_LIBRARY_ACCESS`, the default),
 * otherwise the sign-in guard, exactly as `ProtectedRoute`.
 */
export function LibraryRoute() {
  if (!isLibraryPublic()) return <ProtectedRoute />;
  return <Outlet />;
}

/** Layout route for admin pages, under `ProtectedRoute`: non-admins see a 403 screen, never a broken page. */
export function AdminRoute() {
  const { isLoading, userData } = useCurrentUser();
  if (isLoading) return <FullScreenSpinner />;
  if (userData?.role !== "admin")
    return (
      <Deferred>
        <ForbiddenScreen />
      </Deferred>
    );
  return <Outlet />;
}

/** Sends a signed-in member who has not finished onboarding to /onboarding (render once in the root layout). */
export function OnboardingRedirect() {
  const { isAuthenticated, isLoading, userData } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const target = decideOnboardingRedirect({ isAuthenticated, isLoading, userData, place: location });

  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);

  return null;
}
