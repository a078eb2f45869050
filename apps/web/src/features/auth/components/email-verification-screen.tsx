import { LifeBuoy, MailWarning } from "lucide-react";
import { Button } from "@/components/ui/button";
import { getEnv } from "@/lib/env";
import { identityProviderPages } from "@/lib/oidc";
import { useAuthActions } from "../hooks";
import { AuthScreen } from "./auth-screen";

/**
 * Shown when the identity provider refuses sign-in because the email address is not verified
 * (spec §2 "Email verification screen"). "Try Again" restarts login without forcing a prompt, so an
 * existing identity-provider session is reused once the address is verified.
 */
export function EmailVerificationScreen({ redirectTo = "/" }: { redirectTo?: string }) {
  const { signIn } = useAuthActions();
  const env = getEnv();
  const supportEmail = env.VITE_SUPPORT_EMAIL;
  // A new link leads back to the same page as the first would have.
  const resendHref =
    redirectTo === "/"
      ? identityProviderPages(env).resendVerification
      : `${identityProviderPages(env).resendVerification}?return_to=${encodeURIComponent(redirectTo)}`;

  return (
    <AuthScreen
      icon={MailWarning}
      tone="warning"
      title="Email Verification Required"
      description={<p>Please verify your email address before continuing to use the platform.</p>}
    >
      <p className="text-sm text-slate-600">Open the link in the email we sent you, then come back here.</p>
      <Button className="mt-4 w-full" onClick={() => void signIn(redirectTo)}>
        Try Again
      </Button>
      <section
        aria-labelledby="verification-help"
        className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
      >
        <h2 id="verification-help" className="flex items-center gap-2 font-sans text-sm font-semibold">
          <LifeBuoy aria-hidden className="size-4 text-brand-700" />
          Need Help?
        </h2>
        <p className="mt-2 leading-6">
          If the verification email did not arrive, check your spam folder or{" "}
          <a className="font-medium text-brand-700 underline" href={resendHref}>
            send it again
          </a>
          . Still stuck? Contact our community manager at{" "}
          <a className="font-medium text-brand-700 underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
          .
        </p>
      </section>
    </AuthScreen>
  );
}
