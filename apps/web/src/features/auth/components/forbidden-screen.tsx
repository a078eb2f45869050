import { Home, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { GoBackButton, StatusLink, StatusView } from "@/components/errors/status-view";

/**
 * Shown instead of a page to a signed-in member whose role does not open it (403): the admin
 * area by default, or whom `description` says the page is for.
 */
export function ForbiddenScreen({ description }: { description?: ReactNode }) {
  return (
    <StatusView
      icon={ShieldAlert}
      tone="warning"
      eyebrow="Error 403"
      title="You don’t have access to this page"
      documentTitle="Access denied"
      description={
        description ?? (
          <p>
            This area is for platform administrators. If you think you should have access, ask an
            administrator to update your role.
          </p>
        )
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
