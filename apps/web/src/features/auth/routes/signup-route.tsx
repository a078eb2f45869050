import { AuthErrorScreen } from "../components/auth-error-screen";
import { RedirectingScreen } from "../components/redirecting-screen";
import { useRedirectToIdp } from "./use-redirect-to-idp";

/** `/auth/signup?redirectTo=…`: sends the browser to the identity provider's sign-up page. */
export function SignupRoute() {
  const { error, retry } = useRedirectToIdp("signUp");
  if (error) return <AuthErrorScreen message={error.message} onRetry={retry} />;
  return <RedirectingScreen label="Redirecting to sign up…" />;
}
