import { Skeleton } from "@/components/ui/skeleton";

/** The shape of a content page while its copy loads. */
export function ContentPageSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading page…</span>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6 sm:pt-10 sm:pb-16">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="mt-9 h-11 w-2/3 max-w-xl" />
          <Skeleton className="mt-5 h-6 w-full max-w-2xl" />
        </div>
      </div>
      <div className="mx-auto max-w-6xl space-y-4 px-4 py-12 sm:px-6">
        {["w-full", "w-11/12", "w-full", "w-3/4", "w-full", "w-5/6"].map((width, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={i} className={`h-5 max-w-2xl ${width}`} />
        ))}
      </div>
    </div>
  );
}
