import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useAuth } from "react-oidc-context";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/features/auth";
import { identify, initAnalytics } from "@/lib/analytics";
import { type Env, loadEnv } from "@/lib/env";
import { useNotifications } from "@/lib/notifications";
import { queryClient } from "@/lib/query-client";
import { AppAuthProvider } from "./auth-provider";

/** Full-screen spinner while the session first loads, or while a signed-in user has no token yet (spec §2). */
function AuthGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const isInitialising = auth.isLoading && !auth.activeNavigator;
  const isWaitingForToken = auth.isAuthenticated && !auth.user?.access_token;
  if (isInitialising || isWaitingForToken) return <FullScreenSpinner />;
  return <>{children}</>;
}

/** Starts analytics once auth has loaded, and identifies the member once their record is in (spec §4). */
function AnalyticsBridge({ env }: { env: Env }) {
  const { isLoading, isAuthenticated, userData } = useCurrentUser();
  const auth = useAuth();

  useEffect(() => {
    if (!auth.isLoading) void initAnalytics(env);
  }, [auth.isLoading, env]);

  useEffect(() => {
    if (isLoading || !isAuthenticated || !userData) return;
    identify({
      userId: userData.userId,
      email: userData.email,
      role: userData.role,
      firstName: userData.firstName,
      lastName: userData.lastName,
    });
  }, [isLoading, isAuthenticated, userData]);

  return null;
}

/** Shown only when the settings are wrong: its code is not in every page's entry. */
const StartupErrorScreen = lazy(() =>
  import("./startup-error-screen").then(({ StartupErrorScreen }) => ({ default: StartupErrorScreen })),
);

/** The live stream's code (its event schemas among it) loads only for a member who can have one. */
const LiveUpdates = lazy(() =>
  import("./live-updates").then(({ LiveUpdates }) => ({ default: LiveUpdates })),
);

function LiveUpdatesWhenSignedIn() {
  const { isAuthenticated, userData } = useCurrentUser();
  if (!isAuthenticated || !userData?.isOnboarded) return null;
  return (
    <Suspense fallback={null}>
      <LiveUpdates />
    </Suspense>
  );
}

const Toaster = lazy(() => import("sonner").then(({ Toaster }) => ({ default: Toaster })));

/** Sonner's toaster, loaded with the first notification (see `lib/notifications.ts`) and kept after. */
function Toasts() {
  const hasNotifications = useNotifications().length > 0;
  const [isNeeded, setIsNeeded] = useState(false);
  useEffect(() => {
    if (hasNotifications) setIsNeeded(true);
  }, [hasNotifications]);
  if (!isNeeded && !hasNotifications) return null;
  return (
    <Suspense fallback={null}>
      {/* Bottom right: toasts never cover the header (account menu, search). */}
      <Toaster richColors closeButton position="bottom-right" />
    </Suspense>
  );
}

function ConfiguredProviders({ env, children }: { env: Env; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppAuthProvider env={env}>
        <AnalyticsBridge env={env} />
        <LiveUpdatesWhenSignedIn />
        <AuthGate>{children}</AuthGate>
      </AppAuthProvider>
      <Toasts />
    </QueryClientProvider>
  );
}

/**
 * Everything the app runs inside: the settings check (a start-up error screen listing missing
 * variables instead of the app), the query cache, the OIDC session, analytics and toasts.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const env = loadEnv();
  if (!env.success)
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <StartupErrorScreen problems={env} />
      </Suspense>
    );
  return <ConfiguredProviders env={env.env}>{children}</ConfiguredProviders>;
}
