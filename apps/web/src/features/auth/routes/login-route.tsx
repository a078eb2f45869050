import { AuthErrorScreen } from "../components/auth-error-screen";
import { RedirectingScreen } from "../components/redirecting-screen";
import { useRedirectToIdp } from "./use-redirect-to-idp";

/** `/auth/login?redirectTo=…`: sends the browser to the identity provider's sign-in page. */
export function LoginRoute() {
  const { error, retry } = useRedirectToIdp("signIn");
  if (error) return <AuthErrorScreen message={error.message} onRetry={retry} />;
  return <RedirectingScreen />;
}
