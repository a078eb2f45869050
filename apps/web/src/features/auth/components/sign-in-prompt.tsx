import { LogIn, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useAuthActions } from "../hooks";

/** What a sign-in prompt says: the action signing in allows, why, and its icon. */
export type SignInPromptText = {
  /** What signing in lets the reader do here, e.g. "Sign in to bookmark this card". */
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
};

type SignInPromptProps = SignInPromptText & {
  /**
   * The element id to come back to on this page (`feedback` → `/card/1#feedback`), so the member
   * lands where they asked, with the action now theirs.
   */
  anchor?: string;
  /** `panel`: a bordered block in place of the action; `bare`: the content only (inside a popover). */
  variant?: "panel" | "bare";
  className?: string;
};

/** The address to come back to after signing in: this page (path, query) and the anchor asked for. */
export function returnPathOf(place: { pathname: string; search: string }, anchor?: string): string {
  return `${place.pathname}${place.search}${anchor ? `#${anchor}` : ""}`;
}

/**
 * "Log in" (the identity provider's log-in form) and "Create account" (its sign-up form), both coming
 * back to this page and `anchor`.
 */
export function SignInActions({ anchor, size = "sm" }: { anchor?: string; size?: "sm" | "default" }) {
  const { signIn, signUp } = useAuthActions();
  const returnTo = returnPathOf(useLocation(), anchor);
  return (
    <>
      <Button size={size} onClick={() => void signIn(returnTo)}>
        Log in
      </Button>
      <Button size={size} variant="outline" onClick={() => void signUp(returnTo)}>
        Create account
      </Button>
    </>
  );
}

/**
 * A member-only action explained in place for a visitor (issue 25 §2): what signing in allows, then
 * "Log in" (the identity provider's log-in form) and "Create account" (its sign-up form). Either
 * comes back to this page and anchor.
 */
export function SignInPrompt({
  title,
  description,
  icon: Icon = LogIn,
  anchor,
  variant = "panel",
  className,
}: SignInPromptProps) {
  return (
    <div
      className={cn(
        "flex gap-3 text-sm leading-6 text-slate-700",
        variant === "panel" && "rounded-(--radius-card) border border-slate-200 bg-slate-50/70 p-5",
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{title}</p>
        {description ? <div className="mt-1 text-slate-600">{description}</div> : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <SignInActions anchor={anchor} />
        </div>
      </div>
    </div>
  );
}
