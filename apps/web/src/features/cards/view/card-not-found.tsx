import { FileQuestion, Layers, Search } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/**
 * Shown for a card that does not exist or that the caller may not see (the API answers 404 for
 * other members' drafts, so the page cannot and does not say which).
 */
export function CardNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <FileQuestion className="size-8" aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">We couldn’t find that card</h1>
      <p className="mt-3 text-lg leading-8 text-slate-600">
        It may have been unpublished or deleted by its authors, or the link may be incomplete.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/card">
            <Layers aria-hidden />
            Browse cards
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/search?types=card">
            <Search aria-hidden />
            Search cards
          </Link>
        </Button>
      </div>
    </div>
  );
}
