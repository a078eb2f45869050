import { CircleUserRound, ClipboardCheck, LogOut, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
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
import { accountTriggerClassName } from "./account-trigger";

/**
 * A signed-in member's avatar menu (name, Personal information, My profile, Reviews and Admin Portal
 * for those who may, Sign out). Loaded on the member's first use of its trigger (`account-menu.tsx`):
 * the Radix menu and its positioning code are not needed to read a page. The member comes as props:
 * a second subscriber to their query mounting late would fetch it again.
 */
export function MemberAccountMenu({
  userData,
  email,
  isAdmin,
  name,
  avatar,
  defaultOpen,
}: Pick<ReturnType<typeof useCurrentUser>, "userData" | "email" | "isAdmin"> & {
  name: string;
  avatar: ReactNode;
  /** Opens at once: the member pressed the trigger before this module was in. */
  defaultOpen: boolean;
}) {
  const { signOut } = useAuthActions();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={accountTriggerClassName} aria-label={`Account menu for ${name}`}>
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
