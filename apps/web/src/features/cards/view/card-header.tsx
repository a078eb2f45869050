import type { CardDetail } from "@keen/contracts";
import { PenLine } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { BookmarkToggle } from "@/features/bookmarks";
import { EngagementFigures } from "@/features/feedback";
import { ReportButton } from "@/features/reports";
import { ExemplarBadge, ExemplarToggle, PeerReviewBadge } from "@/features/reviews";
import { CardShareActions } from "@/features/sharing";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";
import { usePatchCardBookmark, usePatchCardExemplar } from "../api/patch-card-engagement";
import { CardCover } from "../components/card-cover";
import { CardStatusBadges } from "../components/card-status-badges";
import { getCardTypeStyle } from "../components/card-type-style";
import { CardByline } from "./card-byline";
import { CardHeading } from "./card-heading";
import { VersionsButton } from "./versions-button";

/** The top of a card page: cover, type, status, title, summary, authors, dates and version. */
export function CardHeader({ card }: { card: CardDetail }) {
  const typeName = card.type?.name ?? "Card";
  const style = getCardTypeStyle(card.type?.name);
  const title = card.title.trim() || "Untitled card";
  const firstPublished = formatDate(card.firstPublishedAt);
  const patchBookmark = usePatchCardBookmark();
  const patchExemplar = usePatchCardExemplar(card.id);
  const canEdit = card.abilities.edit && !card.isDeleted;
  const isPublishedView = card.version === "published" && card.status === "published" && !card.isDeleted;

  return (
    <header className="mb-8">
      <Breadcrumbs items={[{ label: "Cards", to: "/card" }, { label: title }]} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold tracking-wide text-slate-700 uppercase ring-1 ring-slate-200">
              <span className={cn("size-1.5 rounded-full", style.dot)} aria-hidden />
              {typeName}
            </span>
            <CardStatusBadges status={card.status} isDeleted={card.isDeleted} />
            {isPublishedView ? (
              <>
                <PeerReviewBadge badge={card.peerReview} isDetailed />
                <ExemplarBadge isExemplar={card.isExemplar} />
              </>
            ) : null}
            {card.version === "draft" && card.status === "published" ? (
              <span className="text-xs font-medium text-amber-800">Viewing the draft</span>
            ) : null}
          </div>
          {card.isHidden ? (
            <p role="status" className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              Hidden while the admins review reports: only its authors, editors and admins see this card.
            </p>
          ) : null}
          <CardHeading title={title} summary={card.summary} />
          <div className="mt-5">
            <CardByline authors={card.authors} />
          </div>
          <dl className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            {firstPublished ? (
              <div className="flex gap-1">
                <dt>Published</dt>
                <dd className="font-medium text-slate-700">{firstPublished}</dd>
              </div>
            ) : null}
            <div className="flex gap-1">
              <dt>Updated</dt>
              <dd className="font-medium text-slate-700">{formatDate(card.updatedAt)}</dd>
            </div>
            <div>
              <dt className="sr-only">Version</dt>
              <dd>
                {card.versionNumber ? (
                  <VersionsButton
                    cardId={card.id}
                    versionNumber={card.versionNumber}
                    publishedAt={card.publishedAt}
                  />
                ) : (
                  <span className="font-medium text-slate-700">Not yet published</span>
                )}
              </dd>
            </div>
          </dl>
          {isPublishedView && (card.ratingCount > 0 || card.timesUsed > 0) ? (
            <a href="#feedback" className="mt-3 inline-flex rounded hover:underline">
              <EngagementFigures
                ratingAverage={card.ratingAverage}
                ratingCount={card.ratingCount}
                timesUsed={card.timesUsed}
                className="text-sm"
              />
            </a>
          ) : null}
          {canEdit || isPublishedView ? (
            <div className="mt-6 flex flex-wrap gap-3">
              {canEdit ? (
                <Button asChild>
                  <Link to={`/card/edit/${card.id}`}>
                    <PenLine aria-hidden />
                    Edit
                  </Link>
                </Button>
              ) : null}
              {isPublishedView ? (
                <BookmarkToggle
                  cardId={card.id}
                  isBookmarked={card.isBookmarked}
                  bookmarkCount={card.bookmarkCount}
                  canBookmark={card.abilities.bookmark}
                  onChange={patchBookmark}
                />
              ) : null}
              <CardShareActions card={card} />
              {isPublishedView ? (
                <ExemplarToggle cardId={card.id} isExemplar={card.isExemplar} onChange={patchExemplar} />
              ) : null}
              {/* Signed-in readers (who may bookmark) report cards they do not edit. */}
              {isPublishedView && card.abilities.bookmark && !canEdit ? (
                <ReportButton targetType="card" targetId={card.id} className="h-9 px-3" />
              ) : null}
            </div>
          ) : null}
        </div>
        <CardCover
          imageUrl={card.coverImageUrl}
          typeName={card.type?.name}
          className="rounded-(--radius-card) border border-slate-200 shadow-(--shadow-card)"
          iconClassName="size-14"
        />
      </div>
    </header>
  );
}
