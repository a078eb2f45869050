import { KeyRound } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { getEnv } from "@/lib/env";
import { identityProviderPages } from "@/lib/oidc";
import { AuthScreen } from "../components/auth-screen";

/** `/auth/forgot-password`: passwords live at the identity provider, so this hands over to its reset page. */
export function ForgotPasswordRoute() {
  const resetUrl = identityProviderPages(getEnv()).forgotPassword;

  useEffect(() => {
    window.location.assign(resetUrl);
  }, [resetUrl]);

  return (
    <AuthScreen
      icon={KeyRound}
      title="Reset your password"
      description={<p>We're taking you to the sign-in service, where you can choose a new password.</p>}
    >
      <div className="flex flex-col gap-3">
        <Button asChild className="w-full">
          <a href={resetUrl}>Continue to password reset</a>
        </Button>
        <Button asChild variant="ghost" className="w-full">
          <Link to="/auth/login">Back to sign in</Link>
        </Button>
      </div>
    </AuthScreen>
  );
}
