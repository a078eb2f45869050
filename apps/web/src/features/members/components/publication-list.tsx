import type { Publication } from "@keen/contracts";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";

type PublicationListProps = { publications: Publication[]; renderActions?: (p: Publication) => ReactNode };

/** Where a publication can be read: its own link, else the DOI resolver. */
export function publicationHref(publication: Pick<Publication, "url" | "doi">): string | undefined {
  if (publication.url) return publication.url;
  return publication.doi ? `https://doi.org/${publication.doi}` : undefined;
}

/** Publications as a reference list: title (linked), authors, venue and year, DOI. */
export function PublicationList({ publications, renderActions }: PublicationListProps) {
  return (
    <ul className="flex flex-col divide-y divide-slate-100">
      {publications.map((publication) => {
        const href = publicationHref(publication);
        const source = [publication.venue, publication.year].filter(Boolean).join(", ");
        return (
          <li key={publication.id} className="flex items-start gap-3 py-3.5 first:pt-0 last:pb-0">
            <div className="min-w-0 flex-1">
              <p className="font-medium leading-snug text-pretty text-slate-900">
                {href ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="text-brand-800 underline-offset-2 hover:underline"
                  >
                    {publication.title}
                    <ExternalLink aria-hidden className="ml-1 inline size-3.5 align-baseline" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  publication.title
                )}
              </p>
              {publication.authors ? (
                <p className="mt-0.5 text-sm text-slate-700">{publication.authors}</p>
              ) : null}
              {source || publication.doi ? (
                <p className="mt-0.5 text-sm text-slate-600">
                  {source ? <span className="italic">{source}</span> : null}
                  {source && publication.doi ? " · " : null}
                  {publication.doi ? <span className="break-all">doi:{publication.doi}</span> : null}
                </p>
              ) : null}
            </div>
            {renderActions ? <div className="flex shrink-0 gap-1">{renderActions(publication)}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
