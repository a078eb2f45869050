import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { LoadOnUse } from "@/components/ui/load-on-use";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuthActions, useCurrentUser } from "@/features/auth";
import { MemberAvatar } from "@/features/members";
import { onDemand } from "@/lib/on-demand";
import { accountTriggerClassName } from "./account-trigger";

const memberAccountMenu = onDemand(() =>
  import("./member-account-menu").then((module) => module.MemberAccountMenu),
);

/**
 * A member's avatar button; the dropdown behind it loads on first use (pointing, focus or a press)
 * and opens at once when it was pressed.
 */
function MemberAccount({
  userData,
  email,
  isAdmin,
}: Pick<ReturnType<typeof useCurrentUser>, "userData" | "email" | "isAdmin">) {
  const name = [userData?.firstName, userData?.lastName].filter(Boolean).join(" ") || "Your account";
  // The member's photo when they have one, their initials otherwise.
  const avatar = userData ? <MemberAvatar member={userData} /> : <Avatar />;
  return (
    <LoadOnUse
      part={memberAccountMenu}
      popup="menu"
      placeholder={(trigger) => (
        <button
          type="button"
          className={accountTriggerClassName}
          aria-label={`Account menu for ${name}`}
          {...trigger}
        >
          {avatar}
        </button>
      )}
    >
      {(MemberAccountMenu, openAsked) => (
        <MemberAccountMenu
          userData={userData}
          email={email}
          isAdmin={isAdmin}
          name={name}
          avatar={avatar}
          defaultOpen={openAsked}
        />
      )}
    </LoadOnUse>
  );
}

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

  return <MemberAccount userData={userData} email={email} isAdmin={isAdmin} />;
}
