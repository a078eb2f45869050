import type { CardVersion } from "@keen/contracts";
import { Check } from "lucide-react";
import { Popover } from "radix-ui";
import { useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format-date";
import { useCardVersions } from "../api/get-card-versions";
import { joinNames } from "../components/join-names";
import { VersionsTriggerLabel, versionsTriggerClass } from "./versions-trigger";

export type VersionsPopoverProps = {
  cardId: string;
  versionNumber: number;
  publishedAt: string | null;
  /** Open at once (the plain button it replaces was clicked). */
  defaultOpen?: boolean;
  /** Take the focus at once (the plain button it replaces had it). */
  hasFocus?: boolean;
};

/**
 * Who published a version: its publisher, or the reviewer whose "reviewed" decision published it
 * on the publisher's behalf (they chose Publish when reviewed).
 */
function publisherLine(version: Pick<CardVersion, "publishedBy" | "publishedAfterReviewBy">): string | null {
  const { publishedBy, publishedAfterReviewBy: reviewer } = version;
  if (reviewer)
    return publishedBy
      ? `Published by ${reviewer.name} on behalf of ${publishedBy.name} after review`
      : `Published by ${reviewer.name} after review`;
  return publishedBy ? `Published by ${publishedBy.name}` : null;
}

function PublisherLine({ version }: { version: CardVersion }) {
  const line = publisherLine(version);
  return line ? <span className="block text-xs text-slate-500">{line}</span> : null;
}

/**
 * "Version 3 · published 12 Nov 2026", opening the list of published versions with their dates,
 * publishers (and the reviewer who published on their behalf) and authors
 * (`GET /Card/{id}/Published`, loaded when first opened).
 */
export function VersionsPopover(props: VersionsPopoverProps) {
  const { cardId, versionNumber, publishedAt, defaultOpen = false, hasFocus = false } = props;
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const versions = useCardVersions(cardId, isOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    if (hasFocus) triggerRef.current?.focus();
  }, [hasFocus]);

  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger ref={triggerRef} className={versionsTriggerClass}>
        <VersionsTriggerLabel versionNumber={versionNumber} publishedAt={publishedAt} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          aria-label="Published versions"
          className="z-50 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-2 shadow-(--shadow-pop) motion-safe:data-[state=open]:animate-in-fade"
        >
          <p className="px-2.5 pt-1.5 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Published versions
          </p>
          {versions.isLoading ? (
            <div className="space-y-3 p-2.5" aria-busy="true">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ) : versions.isError ? (
            <p className="px-2.5 py-2 text-sm text-slate-600">The version history could not be loaded.</p>
          ) : (
            <ol className="max-h-72 overflow-y-auto">
              {(versions.data ?? []).map((version) => (
                <li
                  key={version.id}
                  className="flex gap-3 rounded-lg px-2.5 py-2 text-sm aria-[current=true]:bg-brand-50"
                  aria-current={version.number === versionNumber ? "true" : undefined}
                >
                  <span className="w-6 shrink-0 pt-px font-semibold text-slate-900 tabular-nums">
                    v{version.number}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-2 font-medium text-slate-900">
                      <Link
                        to={
                          version.isLatest ? `/card/${cardId}` : `/card/${cardId}?version=${version.number}`
                        }
                        className="rounded underline-offset-2 hover:underline"
                        aria-label={`Read version ${version.number}, ${formatDate(version.publishedAt)}`}
                      >
                        {formatDate(version.publishedAt)}
                      </Link>
                      {version.isLatest ? (
                        <span className="inline-flex items-center gap-0.5 text-xs font-medium text-emerald-700">
                          <Check className="size-3" aria-hidden />
                          Latest
                        </span>
                      ) : null}
                    </span>
                    <span className="block text-slate-600">
                      By{" "}
                      {joinNames(
                        version.authors.map((a) => a.name),
                        4,
                      )}
                    </span>
                    <PublisherLine version={version} />
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
