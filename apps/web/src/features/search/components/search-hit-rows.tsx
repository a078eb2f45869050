import type { CardSearchHit, MemberSearchHit } from "@keen/contracts";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { MemberAvatar } from "@/features/members";
import { formatDate } from "@/lib/format-date";

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

/** A card result: type, title (linking to the card), summary, authors and when it was published. */
export function CardHitRow({ hit }: { hit: CardSearchHit }) {
  const authors = joinNames(hit.authors);
  return (
    <article className={rowClass}>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{hit.cardType ?? "Card"}</Badge>
          <span className="text-xs text-slate-600">Published {formatDate(hit.publishedAt)}</span>
        </div>
        <h3 className="font-serif text-lg font-semibold text-pretty text-slate-900">
          <Link to={`/card/${hit.cardId}`} className={coverLinkClass}>
            {hit.title.trim() || "Untitled card"}
          </Link>
        </h3>
        {hit.summary ? <p className="line-clamp-2 text-sm leading-6 text-slate-700">{hit.summary}</p> : null}
        {authors ? <p className="text-sm text-slate-600">By {authors}</p> : null}
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
