import type { ReactNode } from "react";

/**
 * STUB (owned by the auth/client helper): env gate (startup error listing missing variables),
 * OIDC AuthProvider, QueryClientProvider, analytics initialisation, toasts.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
