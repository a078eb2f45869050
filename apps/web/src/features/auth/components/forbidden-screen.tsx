import { Home, ShieldAlert } from "lucide-react";
import { GoBackButton, StatusLink, StatusView } from "@/components/errors/status-view";

/** Shown instead of an admin page to a signed-in member who is not an admin (403). */
export function ForbiddenScreen() {
  return (
    <StatusView
      icon={ShieldAlert}
      tone="warning"
      eyebrow="Error 403"
      title="You don’t have access to this page"
      documentTitle="Access denied"
      description={
        <p>
          This area is for platform administrators. If you think you should have access, ask an administrator
          to update your role.
        </p>
      }
      actions={
        <>
          <GoBackButton />
          <StatusLink to="/" icon={Home}>
            Go to home
          </StatusLink>
        </>
      }
    />
  );
}
