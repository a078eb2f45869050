import { FileQuestion, Layers, Search } from "lucide-react";
import { StatusLink, StatusView } from "@/components/errors/status-view";

/**
 * Shown for a card that does not exist or that the caller may not see (the API answers 404 for
 * other members' drafts and for cards hidden by moderation, so the page cannot and does not say
 * which).
 */
export function CardNotFound() {
  return (
    <StatusView
      icon={FileQuestion}
      title="We couldn’t find that card"
      documentTitle="Card not found"
      description={
        <p>
          It may have been unpublished or deleted by its authors, it may not be available right now, or the
          link may be incomplete.
        </p>
      }
      actions={
        <>
          <StatusLink to="/card" icon={Layers}>
            Browse cards
          </StatusLink>
          <StatusLink to="/search?types=card" icon={Search} variant="outline">
            Search cards
          </StatusLink>
        </>
      }
    />
  );
}
