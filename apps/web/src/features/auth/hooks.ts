import type { User } from "@keen/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useAuth } from "react-oidc-context";
import { useCurrentMember } from "@/features/members";
import { resetAnalyticsUser } from "@/lib/analytics";
import { clearNotifications } from "@/lib/notifications";
import type { SignInState } from "@/lib/oidc";
import { safeReturnPath } from "@/lib/safe-return-path";

export type CurrentUser = {
  /** True while the OIDC session or the member record is loading. */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** The member record from `GET /User/me` (spec §3 userData), once loaded. */
  userData: User | undefined;
  user_id: string | undefined;
  email: string | undefined;
  isAdmin: boolean;
};

/** Auth + member state for components (spec §3 current-user helper). */
export function useCurrentUser(): CurrentUser {
  const auth = useAuth();
  const member = useCurrentMember();
  const userData = member.data;
  return {
    isLoading: auth.isLoading || member.isLoading,
    isAuthenticated: auth.isAuthenticated,
    userData,
    user_id: userData?.userId,
    email: userData?.email ?? auth.user?.profile.email,
    isAdmin: userData?.role === "admin",
  };
}

function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The authorization request's extra parameters: the configured ones (`audience`; passing
 * extraQueryParams replaces them) plus `return_to`, which the identity provider keeps with a new
 * member's verification link so its "Continue" comes back to `redirectTo` even in another tab.
 */
export function signInQueryParams(
  configured: Record<string, string | number | boolean> | undefined,
  redirectTo: string,
  extra: Record<string, string> = {},
): Record<string, string | number | boolean> {
  return { ...configured, ...extra, return_to: safeReturnPath(redirectTo) };
}

/** Starts sign-in / sign-up redirects (returning to `redirectTo`, default current path + query) and sign-out. */
export function useAuthActions() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const { signinRedirect, signoutRedirect, settings } = auth;

  const signIn = useCallback(
    async (redirectTo: string = currentLocation()) => {
      const state: SignInState = { redirectTo };
      // The login page links to sign-up, so a sign-in can become a sign-up that needs `return_to` too.
      await signinRedirect({
        state,
        extraQueryParams: signInQueryParams(settings.extraQueryParams, redirectTo),
      });
    },
    [signinRedirect, settings.extraQueryParams],
  );

  const signUp = useCallback(
    async (redirectTo: string = currentLocation()) => {
      const state: SignInState = { redirectTo };
      await signinRedirect({
        state,
        extraQueryParams: signInQueryParams(settings.extraQueryParams, redirectTo, { screen_hint: "signup" }),
      });
    },
    [signinRedirect, settings.extraQueryParams],
  );

  const signOut = useCallback(async () => {
    resetAnalyticsUser();
    clearNotifications();
    // signoutRedirect drops the stored tokens first, so no query refetches with the old identity.
    // The sign-in `audience` parameter has no meaning at the logout endpoint.
    await signoutRedirect({ extraQueryParams: {} });
    queryClient.clear();
  }, [signoutRedirect, queryClient]);

  return useMemo(() => ({ signIn, signUp, signOut }), [signIn, signUp, signOut]);
}
