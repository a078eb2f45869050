import { lazy } from "react";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * The own profile's section editors, loaded when their Edit dialog opens (or is about to: the
 * trigger preloads them on pointer-enter and focus), so viewing a profile does not download the
 * forms (issue 12, decision 0021).
 */
const loadEditors = () => import("./editors");

/** Starts loading the editors (an Edit trigger calls it before it is clicked). */
export function preloadEditors(): void {
  void loadEditors();
}

export const AboutForm = lazy(() => loadEditors().then((m) => ({ default: m.AboutForm })));
export const DegreesEditor = lazy(() => loadEditors().then((m) => ({ default: m.DegreesEditor })));
export const InstitutionsEditor = lazy(() => loadEditors().then((m) => ({ default: m.InstitutionsEditor })));
export const LookupListEditor = lazy(() => loadEditors().then((m) => ({ default: m.LookupListEditor })));
export const PhotoEditor = lazy(() => loadEditors().then((m) => ({ default: m.PhotoEditor })));
export const PublicationsEditor = lazy(() => loadEditors().then((m) => ({ default: m.PublicationsEditor })));

/** What an Edit dialog shows while its editor loads. */
export function EditorLoading() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Loading the editor">
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-4/5" />
      <Skeleton className="h-9 w-2/3" />
    </div>
  );
}
