import { CircleUserRound, ClipboardCheck, LogOut, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { accountLinks } from "@/config/navigation";
import { useAuthActions, useCurrentUser } from "@/features/auth";
import { MemberAvatar } from "@/features/members";

/** Signed-in: avatar menu (name, Personal information, My profile, Sign out). Visitors: Log in / Sign up. */
export function AccountMenu() {
  const { isLoading, isAuthenticated, userData, email, isAdmin } = useCurrentUser();
  const { signIn, signUp, signOut } = useAuthActions();

  if (isLoading) return <Skeleton className="size-9 rounded-full" />;

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

  const name = [userData?.firstName, userData?.lastName].filter(Boolean).join(" ") || "Your account";
  // The member's photo when they have one, their initials otherwise.
  const avatar = userData ? <MemberAvatar member={userData} /> : <Avatar />;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="shrink-0 rounded-full transition-shadow hover:ring-4 hover:ring-brand-100"
        aria-label={`Account menu for ${name}`}
      >
        {avatar}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="flex items-center gap-3">
          {avatar}
          <span className="min-w-0">
            <span className="block truncate font-semibold text-slate-900">{name}</span>
            {email ? <span className="block truncate text-xs text-slate-600">{email}</span> : null}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinks.map((link) => {
          const Icon = link.icon ?? CircleUserRound;
          return (
            <DropdownMenuItem key={link.to} asChild>
              <Link to={link.to}>
                <Icon aria-hidden />
                {link.label}
              </Link>
            </DropdownMenuItem>
          );
        })}
        {isAdmin || userData?.role === "reviewer" ? (
          <DropdownMenuItem asChild>
            <Link to="/reviews">
              <ClipboardCheck aria-hidden />
              Reviews
            </Link>
          </DropdownMenuItem>
        ) : null}
        {isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck aria-hidden />
              Admin Portal
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
