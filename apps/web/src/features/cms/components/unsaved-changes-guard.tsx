import { useEffect } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/**
 * Asks before leaving an editor with unsaved changes: in-app navigation gets a dialog (Stay / Leave),
 * closing or reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", handleBeforeUnload);
    return () => window.removeEventListener("beforeunload", handleBeforeUnload);
  }, [isDirty]);

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => (open ? undefined : blocker.reset?.())}
      title="Leave without saving?"
      description="Your changes to this page have not been saved and will be lost."
      confirmLabel="Leave page"
      isDestructive
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
