import { Popover } from "radix-ui";
import type { ReactNode } from "react";
import { SignInPrompt, type SignInPromptText } from "./sign-in-prompt";

export type SignInPopoverProps = {
  triggerClassName: string;
  /** The control's accessible name (it looks like the member's control it stands in for). */
  label: string;
  prompt: SignInPromptText;
  children: ReactNode;
  /** Opens at once: the reader pressed the control before this module was in. */
  defaultOpen?: boolean;
};

/**
 * A member-only control as a visitor meets it: the same button, opening the sign-in prompt beside it.
 * Loaded on the reader's first use of the control (`sign-in-control.tsx`).
 */
export function SignInPopover({
  triggerClassName,
  label,
  prompt,
  children,
  defaultOpen,
}: SignInPopoverProps) {
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger className={triggerClassName} aria-label={label}>
        {children}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          aria-label={prompt.title}
          className="z-50 w-[min(21rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 shadow-(--shadow-pop) motion-safe:data-[state=open]:animate-in-fade"
        >
          <SignInPrompt {...prompt} variant="bare" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
