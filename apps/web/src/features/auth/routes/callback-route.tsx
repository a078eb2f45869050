import { useEffect } from "react";
import { useAuth } from "react-oidc-context";
import { useNavigate, useSearchParams } from "react-router";
import { FullScreenSpinner } from "@/components/ui/spinner";
import type { SignInState } from "@/lib/oidc";
import { AuthErrorScreen } from "../components/auth-error-screen";
import { EmailVerificationScreen } from "../components/email-verification-screen";
import { useAuthActions } from "../hooks";
import { isEmailVerificationDenial, safeReturnPath } from "../lib/decisions";

function stateRedirect(state: unknown): string | undefined {
  if (state && typeof state === "object" && "redirectTo" in state) {
    const { redirectTo } = state as SignInState;
    return typeof redirectTo === "string" ? redirectTo : undefined;
  }
  return undefined;
}

/**
 * `/auth/callback`: the identity provider returns here. The AuthProvider exchanges the code; this
 * screen then goes to the `redirectTo` kept in the sign-in state (or the `redirectTo` parameter, or
 * home), or explains why sign-in failed.
 */
export function CallbackRoute() {
  const auth = useAuth();
  const { signIn } = useAuthActions();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = params.toString();
  const isVerificationDenial = isEmailVerificationDenial(search);
  const providerError = params.get("error");
  const signinError = auth.error?.source === "signinCallback" ? auth.error : undefined;
  const hasFailed = !auth.isLoading && (isVerificationDenial || !!providerError || !!signinError);
  // On failure the sign-in state comes back on the provider's error response.
  const errorState = (signinError?.innerError as { state?: unknown } | undefined)?.state;
  const target = safeReturnPath(
    stateRedirect(auth.user?.state) ?? stateRedirect(errorState) ?? params.get("redirectTo"),
  );

  useEffect(() => {
    if (auth.isLoading || hasFailed) return;
    // Not signed in without an error means someone opened this address directly: nothing to finish.
    void navigate(target, { replace: true });
  }, [auth.isLoading, hasFailed, target, navigate]);

  if (isVerificationDenial) return <EmailVerificationScreen redirectTo={target} />;
  if (hasFailed) {
    const message = params.get("error_description") ?? signinError?.message ?? providerError ?? undefined;
    return <AuthErrorScreen message={message} onRetry={() => void signIn(target)} />;
  }
  return <FullScreenSpinner />;
}
