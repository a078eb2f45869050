import { BadgeCheck, MailWarning } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/lib/notifications";
import type { IdentityAccount } from "../api/get-identity-account";
import { useSendVerificationEmail } from "../api/send-verification-email";

type EmailStatusProps = { account: IdentityAccount | undefined; isLoading: boolean; sub: string | undefined };

/** The sign-in email, whether it is verified, and a way to get a new verification link. */
export function EmailStatus({ account, isLoading, sub }: EmailStatusProps) {
  const resend = useSendVerificationEmail(sub);

  if (isLoading || !account) {
    return (
      <div className="flex flex-col gap-2" aria-hidden>
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-6 w-64" />
      </div>
    );
  }

  const handleResend = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        notify({
          type: "success",
          title: "Verification email sent",
          message: `Open the link we sent to ${account.email} to verify it.`,
        }),
    });

  return (
    <div className="flex flex-col gap-3">
      <dl>
        <dt className="text-sm text-slate-600">Sign-in email</dt>
        <dd className="mt-1 flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-slate-900">{account.email}</span>
          {account.email_verified ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden className="size-3.5" />
              Verified
            </Badge>
          ) : (
            <Badge variant="warning">
              <MailWarning aria-hidden className="size-3.5" />
              Not verified
            </Badge>
          )}
        </dd>
      </dl>
      {account.email_verified ? null : (
        <div className="flex flex-col items-start gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between">
          <p>You need to verify this address before your next sign-in. Didn’t get the email?</p>
          <Button variant="outline" size="sm" onClick={handleResend} isLoading={resend.isPending}>
            Resend verification email
          </Button>
        </div>
      )}
    </div>
  );
}
