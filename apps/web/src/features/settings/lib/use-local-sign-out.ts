import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAuth } from "react-oidc-context";
import { useNavigate } from "react-router";
import { resetAnalyticsUser } from "@/lib/analytics";
import { clearNotifications } from "@/lib/notifications";

/**
 * Ends the session in this browser only, after leaving the protected page for home: used once the
 * account no longer exists at the identity provider (there is no session left to end there).
 * Leaving first matters: a protected page that sees the session vanish starts a new sign-in.
 */
export function useLocalSignOut() {
  const auth = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { removeUser } = auth;

  return useCallback(async () => {
    // Stop anything in flight before it can act for an account that is gone.
    await queryClient.cancelQueries();
    await navigate("/", { replace: true });
    await removeUser();
    resetAnalyticsUser();
    clearNotifications();
    queryClient.clear();
  }, [navigate, queryClient, removeUser]);
}
