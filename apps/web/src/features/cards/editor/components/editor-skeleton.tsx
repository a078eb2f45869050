import { Skeleton } from "@/components/ui/skeleton";

/** The editor's shape while the card loads. */
export function EditorSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the card editor">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-5 sm:px-6">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="mt-4 h-9 w-2/3 max-w-lg" />
        <Skeleton className="mt-3 h-4 w-1/2 max-w-md" />
      </div>
      <div className="border-y border-slate-200">
        <div className="mx-auto flex max-w-6xl justify-between px-4 py-3 sm:px-6">
          <Skeleton className="h-5 w-44" />
          <Skeleton className="h-9 w-48" />
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 sm:px-6 lg:grid-cols-[13rem_1fr]">
        <div className="hidden flex-col gap-3 lg:flex">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-5 w-36" />
          ))}
        </div>
        <div className="flex flex-col gap-6 rounded-(--radius-card) border border-slate-200 p-7">
          <Skeleton className="h-7 w-32" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-44 w-full" />
        </div>
      </div>
    </div>
  );
}
