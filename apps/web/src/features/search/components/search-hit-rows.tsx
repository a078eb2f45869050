import type { CardSearchHit, MemberSearchHit } from "@keen/contracts";
import { Award, BadgeCheck, Bookmark, Star } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { MemberAvatar } from "@/features/members";
import { formatDate } from "@/lib/format-date";
import { HighlightedText } from "./highlighted-text";

const rowClass =
  "group relative flex gap-4 rounded-(--radius-card) border border-slate-200 bg-white p-4 shadow-(--shadow-card) transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-(--shadow-pop) sm:p-5";
// The title link covers the whole row, so the row is one click target with one accessible name.
const coverLinkClass =
  "rounded-sm outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700";

/** "A, B and C" (with "and N others" past three names). */
function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  if (names.length > 3) return `${names.slice(0, 2).join(", ")} and ${names.length - 2} others`;
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** `text` with the marks of `value` when they are of this very text (else plain). */
function Marked({ text, value }: { text: string; value: CardSearchHit["titleHighlight"] }) {
  return value.text === text ? <HighlightedText value={value} /> : text;
}

/**
 * A card result: type, badges, title (linking to the card) and summary with the matched words
 * marked, a body snippet, disciplines, authors, rating, bookmarks and when it was published.
 */
export function CardHitRow({ hit }: { hit: CardSearchHit }) {
  const authors = joinNames(hit.authors);
  return (
    <article className={rowClass}>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{hit.cardType ?? "Card"}</Badge>
          {hit.isPeerReviewed ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden className="size-3.5" />
              Peer reviewed
            </Badge>
          ) : null}
          {hit.isExemplar ? (
            <Badge variant="warning">
              <Award aria-hidden className="size-3.5" />
              Exemplar
            </Badge>
          ) : null}
          <span className="text-xs text-slate-600">Published {formatDate(hit.publishedAt)}</span>
        </div>
        <h3 className="font-serif text-lg font-semibold text-pretty text-slate-900">
          <Link to={`/card/${hit.cardId}`} className={coverLinkClass}>
            {hit.title.trim() ? <Marked text={hit.title} value={hit.titleHighlight} /> : "Untitled card"}
          </Link>
        </h3>
        {hit.summary ? (
          <p className="line-clamp-2 text-sm leading-6 text-slate-700">
            <Marked text={hit.summary} value={hit.summaryHighlight} />
          </p>
        ) : null}
        {hit.snippet && hit.snippet.highlights.length > 0 ? (
          <p className="line-clamp-2 text-sm leading-6 text-slate-600">
            … <HighlightedText value={hit.snippet} /> …
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          {authors ? <span>By {authors}</span> : null}
          {hit.disciplines.length > 0 ? <span>{hit.disciplines.join(", ")}</span> : null}
          {hit.ratingAverage !== null ? (
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden className="size-3.5" />
              {hit.ratingAverage.toFixed(1)} ({hit.ratingCount} {hit.ratingCount === 1 ? "rating" : "ratings"}
              )
            </span>
          ) : null}
          {hit.bookmarkCount > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Bookmark aria-hidden className="size-3.5" />
              {hit.bookmarkCount} {hit.bookmarkCount === 1 ? "bookmark" : "bookmarks"}
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** A member result: picture (or initials), name (linking to the profile), title and institution. */
export function MemberHitRow({ hit }: { hit: MemberSearchHit }) {
  const details = [hit.title, hit.institution?.name].filter(Boolean).join(" · ");
  return (
    <article className={rowClass}>
      <MemberAvatar member={hit} size="sm" className="size-11 text-base" />
      <div className="flex min-w-0 flex-1 flex-col justify-center gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">
            <Link to={`/members/${hit.userId}`} className={coverLinkClass}>
              {hit.firstName} {hit.lastName}
            </Link>
          </h3>
          <Badge variant="neutral">Member</Badge>
        </div>
        {details ? <p className="truncate text-sm text-slate-600">{details}</p> : null}
      </div>
    </article>
  );
}

/** Placeholder rows while results load. */
export function SearchResultsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul aria-hidden className="space-y-3">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
        <li key={index} className="flex gap-4 rounded-(--radius-card) border border-slate-200 bg-white p-5">
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}
