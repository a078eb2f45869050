import { CircleUserRound, ClipboardCheck, LogOut, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { accountLinks } from "@/config/account-links";
import { useAuthActions, type useCurrentUser } from "@/features/auth";
import { MemberAvatar } from "@/features/members";

/**
 * A signed-in member's avatar menu (name, Personal information, My profile, Reviews and Admin Portal
 * for those who may, Sign out). Loaded only for members (`account-menu.tsx`): the Radix menu and its
 * positioning code are a tenth of a visitor's first JavaScript otherwise. The member comes as props:
 * a second subscriber to their query mounting late would fetch it again.
 */
export function MemberAccountMenu({
  userData,
  email,
  isAdmin,
}: Pick<ReturnType<typeof useCurrentUser>, "userData" | "email" | "isAdmin">) {
  const { signOut } = useAuthActions();

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
