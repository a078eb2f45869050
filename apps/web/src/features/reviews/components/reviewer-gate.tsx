import type { ReactNode } from "react";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { ForbiddenScreen, useCurrentUser } from "@/features/auth";
import { canReview } from "../lib/can-review";

/**
 * Renders its children for reviewers and admins; other members get the 403 page the admin area
 * uses, saying who the page is for.
 */
export function ReviewerGate({ children }: { children: ReactNode }) {
  const { isLoading, userData } = useCurrentUser();
  if (isLoading) return <FullScreenSpinner />;
  if (canReview(userData?.role)) return children;
  return (
    <ForbiddenScreen
      description={
        <p>
          Reviews are for the platform’s reviewers and administrators. If you would like to review cards, ask
          an administrator to give you the reviewer role.
        </p>
      }
    />
  );
}
