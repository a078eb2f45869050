import { Skeleton } from "@/components/ui/skeleton";

/** The shape of the personal-information panels while the member record loads. */
export function PersonalInformationSkeleton() {
  return (
    <div className="flex flex-col gap-6" role="status" aria-busy="true" aria-label="Loading your profile">
      {[0, 1, 2].map((panel) => (
        <div key={panel} className="rounded-(--radius-card) border border-slate-200 p-6">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="mt-2 h-4 w-72 max-w-full" />
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        </div>
      ))}
    </div>
  );
}
