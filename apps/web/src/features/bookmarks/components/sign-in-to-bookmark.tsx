import { Bookmark } from "lucide-react";
import { Popover } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useAuthActions } from "@/features/auth";

type SignInToBookmarkProps = {
  triggerClassName: string;
  label: string;
  children: ReactNode;
  /** Opens at once: the reader pressed the control before this module was in. */
  defaultOpen?: boolean;
};

/**
 * What the bookmark control does for a signed-out reader: explains bookmarks and offers to sign in.
 * Loaded on the reader's first use of the control (`bookmark-toggle.tsx`).
 */
export function SignInToBookmark({ triggerClassName, label, children, defaultOpen }: SignInToBookmarkProps) {
  const { signIn, signUp } = useAuthActions();
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger className={triggerClassName} aria-label={label}>
        {children}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          aria-label="Sign in to bookmark"
          className="z-50 w-[min(20rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 shadow-(--shadow-pop) motion-safe:data-[state=open]:animate-in-fade"
        >
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <Bookmark className="size-4 text-brand-700" aria-hidden />
            Keep cards for later
          </p>
          <p className="mt-1.5 text-sm leading-6 text-slate-600">
            Sign in to bookmark cards and find them again under My cards.
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void signIn()}>
              Sign in
            </Button>
            <Button size="sm" variant="outline" onClick={() => void signUp()}>
              Create an account
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
