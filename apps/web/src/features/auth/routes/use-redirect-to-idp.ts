import { useEffect, useRef } from "react";
import { useAuth } from "react-oidc-context";
import { useNavigate, useSearchParams } from "react-router";
import { useAuthActions } from "../hooks";
import { safeReturnPath } from "../lib/decisions";

/**
 * Starts the sign-in (or sign-up) redirect once, returning to the page's `redirectTo` parameter.
 * Someone already signed in goes straight there. Returns the error if the redirect could not start.
 */
export function useRedirectToIdp(kind: "signIn" | "signUp") {
  const auth = useAuth();
  const actions = useAuthActions();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = safeReturnPath(params.get("redirectTo"));
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current || auth.isLoading) return;
    hasStarted.current = true;
    if (auth.isAuthenticated) void navigate(redirectTo, { replace: true });
    else void actions[kind](redirectTo);
  }, [auth.isLoading, auth.isAuthenticated, actions, kind, navigate, redirectTo]);

  const error = auth.error?.source === "signinRedirect" ? auth.error : undefined;
  const retry = () => void actions[kind](redirectTo);
  return { error, retry };
}
