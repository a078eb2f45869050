import { Navigate, useNavigate, useSearchParams } from "react-router";
import { DocumentTitle } from "@/components/layout/document-title";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/features/auth";
import { safeReturnPath } from "@/lib/safe-return-path";
import { OnboardingForm } from "../components/onboarding-form";

function FormSkeleton() {
  return (
    <div className="space-y-5" role="status" aria-label="Loading your profile">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-7 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

/** `/onboarding?returnTo=…`: a new member's first few details, then back to where they were going. */
export function OnboardingRoute() {
  const { isLoading, userData } = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get("returnTo"));

  if (userData?.isOnboarded) return <Navigate to={returnTo} replace />;

  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <DocumentTitle title="Set up your profile" />
      <div className="w-full max-w-2xl">
        <header className="mb-6 text-center">
          <p className="text-sm font-medium text-brand-700">Welcome to KEEN Cards</p>
          <h1 className="mt-1 text-3xl font-semibold">Set up your profile</h1>
          <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
            Three short steps so fellow educators can find you and we can suggest cards that fit your
            teaching.
          </p>
        </header>
        <Card className="p-5 sm:p-8">
          {isLoading ? (
            <FormSkeleton />
          ) : userData ? (
            <OnboardingForm member={userData} onDone={() => void navigate(returnTo, { replace: true })} />
          ) : (
            <div className="text-center" role="alert">
              <p className="text-sm text-slate-700">We couldn't load your profile.</p>
              <Button className="mt-4" variant="outline" onClick={() => window.location.reload()}>
                Reload the page
              </Button>
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}
