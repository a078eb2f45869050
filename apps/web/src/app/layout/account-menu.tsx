import { lazy, Suspense } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuthActions, useCurrentUser } from "@/features/auth";

const MemberAccountMenu = lazy(() =>
  import("./member-account-menu").then(({ MemberAccountMenu }) => ({ default: MemberAccountMenu })),
);

/** Signed-in: avatar menu (name, Personal information, My profile, Sign out). Visitors: Log in / Sign up. */
export function AccountMenu() {
  const { isLoading, isAuthenticated, userData, email, isAdmin } = useCurrentUser();
  const { signIn, signUp } = useAuthActions();
  const placeholder = <Skeleton className="size-9 rounded-full" />;

  if (isLoading) return placeholder;

  if (!isAuthenticated) {
    return (
      <div className="hidden items-center gap-2 sm:flex">
        <Button variant="ghost" size="sm" className="h-9" onClick={() => void signIn()}>
          Log in
        </Button>
        {/* Between 768 and 1024 px the header has room for one button; sign-up stays in the page's calls to action. */}
        <Button size="sm" className="h-9 md:max-lg:hidden" onClick={() => void signUp()}>
          Sign up
        </Button>
      </div>
    );
  }

  return (
    <Suspense fallback={placeholder}>
      <MemberAccountMenu userData={userData} email={email} isAdmin={isAdmin} />
    </Suspense>
  );
}
