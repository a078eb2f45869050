import { PageContainer } from "@/components/layout/page";
import { Skeleton } from "@/components/ui/skeleton";

/** The shape of a card page while the card loads. */
export function CardViewSkeleton() {
  return (
    <PageContainer aria-busy="true" aria-label="Loading the card">
      <Skeleton className="h-4 w-40" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-4">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-10 w-4/5" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-3/5" />
          <Skeleton className="mt-6 h-4 w-64" />
        </div>
        <Skeleton className="aspect-[16/9] w-full rounded-(--radius-card)" />
      </div>
      <Skeleton className="mt-10 h-11 w-full" />
      <div className="mt-8 space-y-3">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-4/6" />
      </div>
    </PageContainer>
  );
}
