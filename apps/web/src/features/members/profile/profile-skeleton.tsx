import { PageContainer } from "@/components/layout/page";
import { Skeleton } from "@/components/ui/skeleton";

/** The shape of a profile page while the member loads. */
export function ProfileSkeleton() {
  return (
    <PageContainer aria-busy="true">
      <p role="status" className="sr-only">
        Loading profile…
      </p>
      <Skeleton className="mb-6 h-4 w-40" />
      <div className="overflow-hidden rounded-(--radius-card) border border-slate-200">
        <Skeleton className="h-20 rounded-none sm:h-28" />
        <div className="px-5 pb-6 sm:px-8">
          <div className="-mt-14 flex flex-col gap-4 sm:-mt-16 sm:flex-row sm:items-end">
            <Skeleton className="size-36 rounded-full ring-4 ring-white" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-9 w-64 max-w-full" />
              <Skeleton className="h-5 w-80 max-w-full" />
            </div>
          </div>
          <Skeleton className="mt-5 h-4 w-full max-w-2xl" />
          <Skeleton className="mt-2 h-4 w-3/4 max-w-xl" />
        </div>
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <Skeleton className="h-40 rounded-(--radius-card)" />
          <Skeleton className="h-32 rounded-(--radius-card)" />
        </div>
        <Skeleton className="h-64 rounded-(--radius-card)" />
      </div>
    </PageContainer>
  );
}
