import type { CardSummary } from "@keen/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BookmarkToggle } from "@/features/bookmarks";
import { EngagementFigures } from "@/features/feedback";
import { ExemplarBadge, PeerReviewBadge } from "@/features/reviews";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";
import { usePatchCardBookmark } from "../api/patch-card-engagement";
import { CardCover } from "./card-cover";
import { CardStatusBadges } from "./card-status-badges";
import { getCardTypeStyle } from "./card-type-style";
import { joinNames } from "./join-names";

type CardTileProps = {
  card: CardSummary;
  /** Show lifecycle badges (own lists); public lists only hold published cards. */
  showStatus?: boolean;
  /** Controls under the tile (e.g. Restore); they sit above the tile's link. */
  actions?: ReactNode;
  /** Heading level of the title inside its list (h2 on a plain list, h3 under a section heading). */
  headingLevel?: "h2" | "h3";
  /** A compact row for narrow panels (dashboard). */
  variant?: "grid" | "compact";
  className?: string;
};

/** What date a tile shows: when it was deleted, published, or last worked on. */
export function describeCardDate(card: CardSummary): string {
  if (card.isDeleted && card.deletedAt) return `Deleted ${formatDate(card.deletedAt)}`;
  if (card.status === "published" && card.publishedAt) {
    return `Published ${formatDate(card.publishedAt)}`;
  }
  return `Updated ${formatDate(card.updatedAt)}`;
}

/**
 * The recurring visual unit of every card list: cover (or a placeholder coloured by type), type,
 * title, summary, authors, badges and a date. The whole tile is one link to the card.
 */
export function CardTile({
  card,
  showStatus,
  actions,
  headingLevel: Heading = "h3",
  variant = "grid",
  className,
}: CardTileProps) {
  const typeName = card.type?.name ?? "Card";
  const style = getCardTypeStyle(card.type?.name);
  const authors = joinNames(card.authors.map((a) => a.name));
  const isCompact = variant === "compact";
  const title = card.title.trim() || "Untitled card";
  const patchBookmark = usePatchCardBookmark();
  const canShowBookmark = !isCompact && card.status === "published" && !card.isDeleted;

  return (
    <article
      className={cn(
        "group relative flex overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card) transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-(--shadow-pop)",
        isCompact ? "flex-row items-stretch" : "flex-col",
        className,
      )}
    >
      <CardCover
        imageUrl={card.coverImageUrl}
        typeName={card.type?.name}
        className={isCompact ? "aspect-square w-20 shrink-0 sm:w-24" : undefined}
        iconClassName={isCompact ? "size-6" : "size-10"}
      />
      <div className={cn("flex min-w-0 flex-1 flex-col", isCompact ? "gap-1 p-3" : "gap-2 p-5")}>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <span className={cn("size-1.5 rounded-full", style.dot)} aria-hidden />
            {typeName}
          </span>
          {showStatus ? (
            <CardStatusBadges
              status={card.status}
              isDeleted={card.isDeleted}
              hasUnpublishedChanges={card.hasUnpublishedChanges}
            />
          ) : null}
          {card.status === "published" && !card.isDeleted ? (
            <>
              <PeerReviewBadge badge={card.peerReview} />
              <ExemplarBadge isExemplar={card.isExemplar} />
            </>
          ) : null}
        </div>
        <Heading
          className={cn(
            "font-serif font-semibold text-pretty text-slate-900",
            isCompact ? "line-clamp-2 text-base leading-snug" : "line-clamp-2 text-lg leading-snug",
          )}
        >
          <Link
            to={`/card/${card.id}`}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800"
          >
            {title}
          </Link>
        </Heading>
        {!isCompact && card.summary ? (
          <p className="line-clamp-2 text-sm leading-6 text-slate-600">{card.summary}</p>
        ) : null}
        <div className={cn("flex flex-col text-xs text-slate-500", isCompact ? "" : "mt-auto gap-0.5 pt-2")}>
          {authors ? <span className="truncate text-slate-600">{authors}</span> : null}
          <span>{describeCardDate(card)}</span>
        </div>
        {canShowBookmark || card.ratingCount > 0 || card.timesUsed > 0 ? (
          <div className="flex min-h-8 items-center justify-between gap-2 border-t border-slate-100 pt-2">
            <EngagementFigures
              ratingAverage={card.ratingAverage}
              ratingCount={card.ratingCount}
              timesUsed={card.timesUsed}
            />
            {canShowBookmark ? (
              <BookmarkToggle
                variant="compact"
                cardId={card.id}
                cardTitle={title}
                isBookmarked={card.isBookmarked}
                bookmarkCount={card.bookmarkCount}
                canBookmark={card.abilities.bookmark}
                onChange={patchBookmark}
                className="relative z-10 -mr-1.5 ml-auto"
              />
            ) : null}
          </div>
        ) : null}
        {actions ? <div className="relative z-10 mt-2 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </article>
  );
}
