import type { ReactNode } from "react";
import { AuthProvider } from "react-oidc-context";
import { resetUnauthorizedRedirect } from "@/lib/api-client";
import type { Env } from "@/lib/env";
import { getUserManager } from "@/lib/oidc-client";

/** After the code exchange: drop `code` and `state` from the address bar, keeping the router's history entry. */
function handleSigninCallback() {
  window.history.replaceState(window.history.state, document.title, window.location.pathname);
  resetUnauthorizedRedirect();
}

/**
 * react-oidc-context's provider over the page's UserManager: restores the stored session (renewing
 * it when due) and finishes a sign-in callback. Loaded by `auth-provider.tsx` only when there is one.
 */
export default function OidcAuthProvider({ env, children }: { env: Env; children: ReactNode }) {
  return (
    <AuthProvider userManager={getUserManager(env)} onSigninCallback={handleSigninCallback}>
      {children}
    </AuthProvider>
  );
}
