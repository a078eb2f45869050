import { LogOut } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { accountLinks } from "@/config/account-links";
import { useAuthActions, useCurrentUser } from "@/features/auth";

/** The account block at the bottom of the mobile menu for signed-in members. */
export function MobileAccountSection() {
  const { userData, email, isAdmin } = useCurrentUser();
  const { signOut } = useAuthActions();
  const name = [userData?.firstName, userData?.lastName].filter(Boolean).join(" ") || "Your account";
  const isReviewer = isAdmin || userData?.role === "reviewer";
  const links = [
    ...accountLinks,
    ...(isReviewer ? [{ label: "Reviews", to: "/reviews" }] : []),
    ...(isAdmin ? [{ label: "Admin Portal", to: "/admin" }] : []),
  ];

  return (
    <div className="border-t border-slate-200 bg-slate-50 px-5 py-4">
      <div className="flex items-center gap-3">
        <Avatar firstName={userData?.firstName} lastName={userData?.lastName} />
        <div className="min-w-0 text-sm">
          <p className="truncate font-semibold text-slate-900">{name}</p>
          {email ? <p className="truncate text-slate-600">{email}</p> : null}
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="font-medium text-brand-700 hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => void signOut()}
            className="inline-flex items-center gap-1 font-medium text-slate-700 hover:underline"
          >
            <LogOut className="size-3.5" aria-hidden /> Sign out
          </button>
        </li>
      </ul>
    </div>
  );
}
