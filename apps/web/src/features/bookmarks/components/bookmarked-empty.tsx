import { Bookmark, Compass } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** What the Bookmarked list says before the member has bookmarked anything, and where to look. */
export function BookmarkedEmpty() {
  return (
    <EmptyState
      icon={Bookmark}
      title="No bookmarks yet"
      description="Bookmark cards you want to come back to: use the bookmark button on any card and it will be kept here, newest first."
      actions={
        <Button asChild size="sm">
          <Link to="/card">
            <Compass aria-hidden />
            Browse cards
          </Link>
        </Button>
      }
    />
  );
}
