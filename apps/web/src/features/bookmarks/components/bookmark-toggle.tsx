import type { BookmarkState } from "@keen/contracts";
import { Bookmark } from "lucide-react";
import { SignInControl, useCurrentUser } from "@/features/auth";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format-count";
import { useBookmarkToggle } from "./use-bookmark-toggle";

type BookmarkToggleProps = {
  cardId: string;
  /** The card's title, naming the button where many cards share a page. */
  cardTitle?: string;
  isBookmarked: boolean;
  bookmarkCount: number;
  /** The card's `abilities.bookmark` (a signed-in member on a published card). */
  canBookmark: boolean;
  /** `button` beside a card page's actions; `compact` (icon and count) on a card tile. */
  variant?: "button" | "compact";
  /** Called with the server's answer after a change (the card's caches update from it). */
  onChange?: (state: BookmarkState) => void;
  className?: string;
};

const bookmarkPrompt = {
  title: "Sign in to bookmark this card",
  description: "Bookmarks keep cards for later: find them again under My cards.",
  icon: Bookmark,
};

function countLabel(count: number) {
  return count === 1 ? "1 bookmark" : `${formatCount(count)} bookmarks`;
}

const styles = {
  button:
    "h-10 gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 shadow-xs hover:bg-slate-50",
  compact:
    "h-8 gap-1 rounded-md px-1.5 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900",
};

/**
 * Bookmark a card and see how many members did: optimistic, with a toast when it fails. Signed-out
 * readers get an invitation to sign in instead; members who cannot bookmark (a draft) see nothing.
 */
export function BookmarkToggle(props: BookmarkToggleProps) {
  const { cardId, cardTitle, canBookmark, variant = "button", onChange, className } = props;
  const { isAuthenticated, isLoading } = useCurrentUser();
  const state = useBookmarkToggle({
    cardId,
    isBookmarked: props.isBookmarked,
    bookmarkCount: props.bookmarkCount,
    onChange,
  });
  const name = cardTitle?.trim() ? `Bookmark “${cardTitle.trim()}”` : "Bookmark";
  const isCompact = variant === "compact";
  const base = cn(
    "relative inline-flex shrink-0 items-center whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&_svg]:shrink-0",
    styles[variant],
    className,
  );
  const content = (isOn: boolean) => (
    <>
      <Bookmark
        aria-hidden
        className={cn("size-4", isOn ? "fill-brand-600 text-brand-700" : "text-slate-500")}
      />
      {isCompact ? null : <span>{isOn ? "Bookmarked" : "Bookmark"}</span>}
      <span
        className={cn(
          "tabular-nums",
          isCompact ? "" : "rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700",
        )}
      >
        <span aria-hidden>{formatCount(state.bookmarkCount)}</span>
        <span className="sr-only">, {countLabel(state.bookmarkCount)}</span>
      </span>
    </>
  );

  if (!isAuthenticated) {
    if (isLoading) return null;
    return (
      <SignInControl
        className={base}
        label={`${name}, ${countLabel(props.bookmarkCount)}`}
        prompt={bookmarkPrompt}
      >
        {content(false)}
      </SignInControl>
    );
  }
  if (!canBookmark) return null;
  return (
    <button
      type="button"
      aria-pressed={state.isBookmarked}
      aria-busy={state.isPending || undefined}
      // The tile's icon needs the card's name; the page's button is named by its own text.
      aria-label={isCompact ? `${name}, ${countLabel(state.bookmarkCount)}` : undefined}
      title={state.isBookmarked ? "Remove the bookmark" : "Bookmark this card to find it under My cards"}
      onClick={state.toggle}
      className={cn(
        base,
        state.isBookmarked && !isCompact && "border-brand-200 bg-brand-50 hover:bg-brand-100",
      )}
    >
      {content(state.isBookmarked)}
    </button>
  );
}
