import { type ReactNode, Suspense, useState } from "react";
import { DialogContent } from "./dialog";
import { Skeleton } from "./skeleton";

/**
 * True from the first time `open` is true: a dialog whose code loads on demand renders (and
 * downloads) nothing before, and stays mounted after, so closing keeps its exit animation.
 */
export function useHasOpened(open: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  return hasOpened;
}

/** A dialog's panel with its title and a skeleton while the content's module loads. */
export function DialogLoading({ title, size }: { title: string; size?: "md" | "lg" }) {
  return (
    <DialogContent title={title} size={size}>
      <div className="flex flex-col gap-3" role="status" aria-label="Loading">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-4/5" />
        <Skeleton className="h-24 w-full" />
      </div>
    </DialogContent>
  );
}

type DeferredDialogContentProps = {
  /** Whether the dialog is open. */
  open: boolean;
  /** The dialog's title, shown while its content loads. */
  title: string;
  size?: "md" | "lg";
  /** The lazily loaded content (it renders its own `DialogContent`). */
  children: ReactNode;
};

/**
 * A dialog's content whose code loads when the dialog first opens (its trigger preloads it on
 * pointer-enter and focus), so a page does not download dialogs nobody opens (issue 12, decision 0021).
 */
export function DeferredDialogContent({ open, title, size, children }: DeferredDialogContentProps) {
  const hasOpened = useHasOpened(open);
  if (!hasOpened) return null;
  return <Suspense fallback={<DialogLoading title={title} size={size} />}>{children}</Suspense>;
}
