import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { AuthProvider, useAuth } from "react-oidc-context";
import { Toaster } from "sonner";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/features/auth";
import { identify, initAnalytics } from "@/lib/analytics";
import { resetUnauthorizedRedirect } from "@/lib/api-client";
import { type Env, loadEnv } from "@/lib/env";
import { getUserManager } from "@/lib/oidc";
import { queryClient } from "@/lib/query-client";
import { LiveUpdates } from "./live-updates";
import { StartupErrorScreen } from "./startup-error-screen";

/** After the code exchange: drop `code` and `state` from the address bar, keeping the router's history entry. */
function handleSigninCallback() {
  window.history.replaceState(window.history.state, document.title, window.location.pathname);
  resetUnauthorizedRedirect();
}

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

function ConfiguredProviders({ env, children }: { env: Env; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider userManager={getUserManager(env)} onSigninCallback={handleSigninCallback}>
        <AnalyticsBridge env={env} />
        <LiveUpdates />
        <AuthGate>{children}</AuthGate>
      </AuthProvider>
      {/* Bottom right: toasts never cover the header (account menu, search). */}
      <Toaster richColors closeButton position="bottom-right" />
    </QueryClientProvider>
  );
}

/**
 * Everything the app runs inside: the settings check (a start-up error screen listing missing
 * variables instead of the app), the query cache, the OIDC session, analytics and toasts.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const env = loadEnv();
  if (!env.success) return <StartupErrorScreen problems={env} />;
  return <ConfiguredProviders env={env.env}>{children}</ConfiguredProviders>;
}
