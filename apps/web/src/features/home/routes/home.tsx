import { lazy, Suspense } from "react";
import { DocumentTitle } from "@/components/layout/document-title";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/features/auth";
import { LandingPage } from "../components/landing-page";

/** The member's dashboard (card tiles, bookmarks, popovers) loads only for members, not with the landing page. */
const Dashboard = lazy(() =>
  import("../components/dashboard").then(({ Dashboard }) => ({ default: Dashboard })),
);

function HomeSkeleton() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-14 sm:px-6" aria-busy="true">
      <Skeleton className="h-10 w-72 max-w-full" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <div className="grid gap-4 pt-4 sm:grid-cols-3">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    </div>
  );
}

/** Route module for `/`: the dashboard for members, the landing page for visitors. */
export function Component() {
  const { isLoading, isAuthenticated } = useCurrentUser();
  if (isAuthenticated) {
    return (
      <>
        <DocumentTitle title="Home" />
        <Suspense fallback={<HomeSkeleton />}>
          <Dashboard />
        </Suspense>
      </>
    );
  }
  return (
    <>
      <DocumentTitle />
      {isLoading ? <HomeSkeleton /> : <LandingPage />}
    </>
  );
}
