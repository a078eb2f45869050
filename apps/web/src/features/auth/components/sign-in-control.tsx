import type { ReactNode } from "react";
import { LoadOnUse } from "@/components/ui/load-on-use";
import { onDemand } from "@/lib/on-demand";
import type { SignInPromptText } from "./sign-in-prompt";

const signInPopover = onDemand(() => import("./sign-in-popover").then((module) => module.SignInPopover));

type SignInControlProps = {
  className: string;
  /** The control's accessible name. */
  label: string;
  /** What the prompt says, e.g. `{ title: "Sign in to bookmark this card" }`. */
  prompt: SignInPromptText;
  /** The control's content, as members see it. */
  children: ReactNode;
};

/**
 * A member-only control shown to a visitor (issue 25 §2): it looks like the member's, and pressing it
 * explains in place what signing in allows, with "Log in" and "Create account". The popover's code
 * loads on first use, not with the page (issue 12).
 */
export function SignInControl({ className, label, prompt, children }: SignInControlProps) {
  return (
    <LoadOnUse
      part={signInPopover}
      popup="dialog"
      placeholder={(trigger) => (
        <button type="button" className={className} aria-label={label} {...trigger}>
          {children}
        </button>
      )}
    >
      {(SignInPopover, openAsked) => (
        <SignInPopover triggerClassName={className} label={label} prompt={prompt} defaultOpen={openAsked}>
          {children}
        </SignInPopover>
      )}
    </LoadOnUse>
  );
}
