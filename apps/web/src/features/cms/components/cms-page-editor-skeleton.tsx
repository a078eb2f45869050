import { Skeleton } from "@/components/ui/skeleton";

/** The CMS page editor while it (or the page it edits) loads. */
export function CmsPageEditorSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading page…</span>
      <Skeleton className="mb-10 h-10 w-1/2" />
      <div className="grid gap-8 xl:grid-cols-2">
        <Skeleton className="h-96" />
        <Skeleton className="h-96" />
      </div>
    </div>
  );
}
