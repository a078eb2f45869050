import type { CardDetail } from "@keen/contracts";
import { Folder } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { useCardAttachments } from "../../api/get-card-attachments";
import { AttachmentRow } from "../attachment-row";
import { DownloadAllButton } from "../download-all-button";
import { LinkRow } from "../link-row";
import { groupResources } from "../resource-groups";
import { EmptyNote, SectionBlock } from "./section-block";

/** The Resources tab: folders of attachments and links, each file downloadable, and all as a zip. */
export function ResourcesSection({ card }: { card: CardDetail }) {
  const attachments = useCardAttachments(card.id, card.version);
  const groups = groupResources(card.resources, attachments.data ?? []);
  const fileCount = attachments.data?.length ?? 0;

  return (
    <SectionBlock title="Resources" description="Handouts, slides, data and links to use this card in class.">
      {attachments.isLoading ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only">Loading resources…</span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : groups.length === 0 ? (
        <EmptyNote>The authors have not added resources to this card yet.</EmptyNote>
      ) : (
        <div className="space-y-8">
          {fileCount > 0 ? (
            <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-700">
                {fileCount === 1 ? "1 file" : `${fileCount} files`} in this card’s resources.
              </p>
              <DownloadAllButton card={card} fileCount={fileCount} />
            </div>
          ) : null}
          {groups.map((group) => (
            <section key={group.id} aria-label={group.title}>
              <h3 className="flex items-center gap-2 font-sans text-base font-semibold text-slate-900">
                <Folder className="size-4 text-slate-400" aria-hidden />
                {group.title}
              </h3>
              {group.description.trim() ? (
                <p className="mt-1 text-sm leading-6 whitespace-pre-line text-slate-600">
                  {group.description}
                </p>
              ) : null}
              {group.entries.length ? (
                <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
                  {group.entries.map((entry) =>
                    entry.kind === "attachment" ? (
                      <AttachmentRow key={entry.key} cardId={card.id} attachment={entry.attachment} />
                    ) : (
                      <LinkRow key={entry.key} url={entry.url} title={entry.title} />
                    ),
                  )}
                </ul>
              ) : (
                <p className="mt-3 text-sm text-slate-500">This folder is empty.</p>
              )}
            </section>
          ))}
        </div>
      )}
    </SectionBlock>
  );
}
