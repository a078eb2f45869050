import { CircleAlert, type LucideIcon, MailCheck, MailX } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { DocumentTitle } from "@/components/layout/document-title";
import { PageContainer } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { IconAvatar } from "@/components/ui/icon-avatar";
import { notificationTypeTexts } from "@/features/settings";
import { isApiError } from "@/lib/api-client";
import { useUnsubscribe } from "../api/unsubscribe";

const settingsLink = (
  <Link to="/settings/notifications" className="font-medium text-brand-700 underline underline-offset-4">
    Settings → Notifications
  </Link>
);

function Panel({ icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card className="p-6 sm:p-8">
      <IconAvatar icon={icon} size="lg" />
      <h1 className="mt-5 text-2xl font-semibold text-balance sm:text-3xl">{title}</h1>
      <div className="mt-3 space-y-4 leading-7 text-slate-700">{children}</div>
    </Card>
  );
}

/**
 * Route module for `/unsubscribe?token=` (public, no sign-in): the target of the link in every
 * notification e-mail. Nothing changes until the button is pressed, so mail scanners that open
 * links cannot unsubscribe anyone.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const unsubscribe = useUnsubscribe();

  let content: ReactNode;
  if (!token) {
    content = (
      <Panel icon={CircleAlert} title="This unsubscribe link is incomplete">
        <p>
          The link has no code in it. Open it again from the e-mail, or choose which e-mails you get in{" "}
          {settingsLink}.
        </p>
      </Panel>
    );
  } else if (unsubscribe.isSuccess) {
    const label = notificationTypeTexts[unsubscribe.data.type]?.label ?? unsubscribe.data.type;
    content = (
      <Panel icon={MailCheck} title="You are unsubscribed">
        <p role="status">
          You will no longer get e-mails about “{label}”.
          {unsubscribe.data.channel === "in_app" ? " They still appear under the bell in KEEN Cards." : null}
        </p>
        <p>To change this or any other kind of e-mail, go to {settingsLink}.</p>
      </Panel>
    );
  } else if (unsubscribe.isError) {
    const error = unsubscribe.error;
    const isBadLink = isApiError(error) && (error.status === 400 || error.status === 404);
    content = (
      <Panel
        icon={CircleAlert}
        title={isBadLink ? "This unsubscribe link does not work" : "Something went wrong"}
      >
        <p role="alert">
          {isBadLink ? error.message : "We could not unsubscribe you just now. Try again in a moment."}
        </p>
        <p>
          {isBadLink ? "The link may be mistyped or cut short by your mail program. " : null}
          You can also choose which e-mails you get in {settingsLink} after signing in.
        </p>
        {isBadLink ? null : (
          <Button onClick={() => unsubscribe.mutate(token)} isLoading={unsubscribe.isPending}>
            Try again
          </Button>
        )}
      </Panel>
    );
  } else {
    content = (
      <Panel icon={MailX} title="Stop these e-mails?">
        <p>
          Press the button to stop e-mails of the kind this link came with. You will still see these
          notifications in the app, and you can turn the e-mails back on in Settings.
        </p>
        <Button size="lg" onClick={() => unsubscribe.mutate(token)} isLoading={unsubscribe.isPending}>
          Unsubscribe
        </Button>
      </Panel>
    );
  }

  return (
    <PageContainer className="max-w-xl">
      <DocumentTitle title="Unsubscribe" />
      {content}
    </PageContainer>
  );
}
