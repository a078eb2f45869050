import { ShieldCheck } from "lucide-react";
import { DocumentTitle } from "@/components/layout/document-title";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useModerationQueue } from "../api/get-moderation-queue";
import { ModerationItemCard } from "../components/moderation-item-card";

/** Route module for `/admin/moderation`: reported items, oldest first, with their reports and actions. */
export function Component() {
  const queue = useModerationQueue();
  const items = queue.data?.pages.flatMap((page) => page.items);
  return (
    <PageContainer className="max-w-4xl">
      <DocumentTitle title="Moderation" />
      <PageHeader
        breadcrumbs={[{ label: "Admin Portal", to: "/admin" }, { label: "Moderation" }]}
        title="Moderation"
        description="What members reported, oldest first, with the content as it was reported. Content three members reported is hidden until you decide."
      />
      {queue.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          The moderation queue could not be loaded. Reload the page to try again.
        </p>
      ) : items?.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title="Nothing to review"
          description="No open reports. When members report a card, comment, message or profile, it appears here."
        />
      ) : items ? (
        <ul aria-label="Reported items" className="space-y-4">
          {items.map((item) => (
            <li key={item.id}>
              <ModerationItemCard item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading the moderation queue">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40 w-full" />
          ))}
        </div>
      )}
      {queue.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            isLoading={queue.isFetchingNextPage}
            onClick={() => queue.fetchNextPage()}
          >
            Show more
          </Button>
        </div>
      ) : null}
    </PageContainer>
  );
}
