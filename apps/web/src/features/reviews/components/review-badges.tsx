import type { PeerReviewBadge as PeerReviewBadgeData } from "@keen/contracts";
import { Award, BadgeCheck } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";

type BadgeSize = "sm" | "md";

const sizes: Record<BadgeSize, string> = {
  sm: "gap-1 px-2 py-0.5 text-xs [&_svg]:size-3.5",
  md: "gap-1.5 px-2.5 py-1 text-sm [&_svg]:size-4",
};

/** What the peer-review badge says, for its text and its tooltip. */
export function describePeerReview(badge: PeerReviewBadgeData): { label: string; detail: string } {
  const label = badge.isLatest ? "Peer reviewed" : `Reviewed version ${badge.versionNumber}`;
  const by = badge.reviewer ? ` by ${badge.reviewer.name}` : "";
  return { label, detail: `${label} on ${formatDate(badge.reviewedAt)}${by}` };
}

type PeerReviewBadgeProps = {
  /** The card's `peerReview` mark; nothing is drawn without one. */
  badge: PeerReviewBadgeData | null | undefined;
  size?: BadgeSize;
  /** Also write the date and reviewer beside the label (the card page), not only in the tooltip (tiles). */
  isDetailed?: boolean;
  className?: string;
};

/**
 * "Peer reviewed" (the latest published version passed review) or "Reviewed version N" (an older
 * one did), with the date and reviewer; for the card page and card tiles.
 */
export function PeerReviewBadge({ badge, size = "sm", isDetailed, className }: PeerReviewBadgeProps) {
  if (!badge) return null;
  const { label, detail } = describePeerReview(badge);
  return (
    <span
      title={detail}
      className={cn(
        "inline-flex items-center rounded-full bg-emerald-50 font-medium text-emerald-800 ring-1 ring-emerald-200 ring-inset",
        sizes[size],
        className,
      )}
    >
      <BadgeCheck aria-hidden />
      {isDetailed ? (
        detail
      ) : (
        <>
          {label}
          <span className="sr-only">{detail.slice(label.length)}</span>
        </>
      )}
    </span>
  );
}

type ExemplarBadgeProps = { isExemplar: boolean | null | undefined; size?: BadgeSize; className?: string };

/** "Exemplar": a card the KEEN administrators hold up as a model; for the card page and card tiles. */
export function ExemplarBadge({ isExemplar, size = "sm", className }: ExemplarBadgeProps) {
  if (!isExemplar) return null;
  return (
    <span
      title="Marked by KEEN as a model card"
      className={cn(
        "inline-flex items-center rounded-full bg-amber-50 font-medium text-amber-900 ring-1 ring-amber-300 ring-inset",
        sizes[size],
        className,
      )}
    >
      <Award aria-hidden />
      Exemplar
    </span>
  );
}
