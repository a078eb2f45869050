import { Skeleton } from "@/components/ui/skeleton";
import { CardTileSkeleton } from "@/features/cards";

/** The shape of an institution's page while it loads. */
export function InstitutionSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading institution…</span>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-10 sm:px-6 sm:pt-10 sm:pb-12">
          <Skeleton className="h-4 w-48" />
          <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center">
            <Skeleton className="size-24 rounded-xl sm:size-28" />
            <div className="flex-1 space-y-3">
              <Skeleton className="h-9 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={i} className="h-20 rounded-(--radius-card)" />
          ))}
        </div>
        <div className="mt-12 grid gap-5 sm:grid-cols-2">
          <CardTileSkeleton />
          <CardTileSkeleton />
        </div>
      </div>
    </div>
  );
}
