import { useSearchParams } from "react-router";
import { EmailVerificationScreen } from "../components/email-verification-screen";
import { safeReturnPath } from "../lib/decisions";

/** `/auth/verify-email`: the email verification screen (spec §2). */
export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  return <EmailVerificationScreen redirectTo={safeReturnPath(params.get("redirectTo"))} />;
}
