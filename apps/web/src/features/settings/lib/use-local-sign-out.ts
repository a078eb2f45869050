import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { useAuth } from "react-oidc-context";
import { useNavigate } from "react-router";
import { resetAnalyticsUser } from "@/lib/analytics";
import { clearNotifications } from "@/lib/notifications";

/**
 * Ends the session in this browser only, for an account that no longer exists at the identity
 * provider (there is no session left to end there). It goes home first and drops the session once
 * this (protected) page has unmounted: a protected page that sees the session vanish would start a
 * new sign-in instead. `after` runs once the session is gone (e.g. to show a toast).
 */
export function useLocalSignOut() {
  const { removeUser } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isLeaving = useRef(false);
  const after = useRef<(() => void) | undefined>(undefined);
  const finish = useRef<() => Promise<void>>(async () => undefined);

  finish.current = async () => {
    await removeUser();
    // Requests the home page started with the old token must not report errors or refill the cache.
    await queryClient.cancelQueries();
    queryClient.clear();
    resetAnalyticsUser();
    clearNotifications();
    after.current?.();
  };

  useEffect(
    () => () => {
      if (isLeaving.current) void finish.current();
    },
    [],
  );

  return useCallback(
    async (onSignedOut?: () => void) => {
      isLeaving.current = true;
      after.current = onSignedOut;
      await navigate("/", { replace: true });
    },
    [navigate],
  );
}
