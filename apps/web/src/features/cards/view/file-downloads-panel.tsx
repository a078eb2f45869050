import { BarChart3 } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { useFilesDownloads } from "../api/get-files-downloads";
import { DownloadsChart } from "./downloads-chart";

/** For authors and editors: how often each file was downloaded, as a small chart. */
export function FileDownloadsPanel({ cardId }: { cardId: string }) {
  const downloads = useFilesDownloads(cardId);
  const items = (downloads.data ?? []).map((d) => ({ id: d.fileId, name: d.name, downloads: d.downloads }));
  const total = items.reduce((sum, item) => sum + item.downloads, 0);

  return (
    <section
      aria-labelledby="file-downloads-title"
      className="rounded-(--radius-card) border border-slate-200 bg-white p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h2
          id="file-downloads-title"
          className="flex items-center gap-2 font-sans text-sm font-semibold text-slate-900"
        >
          <BarChart3 className="size-4 text-slate-400" aria-hidden />
          File downloads
        </h2>
        {downloads.data ? (
          <span className="text-xs text-slate-500 tabular-nums">
            {total === 1 ? "1 in total" : `${total} in total`}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-slate-500">Visible to the authors and editors only.</p>
      <div className="mt-4">
        {downloads.isLoading ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        ) : downloads.isError ? (
          <p className="text-sm text-slate-600">The download figures could not be loaded.</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600">
            No files yet. Add attachments in the editor to see how often they are downloaded.
          </p>
        ) : (
          <DownloadsChart items={items} caption="Downloads per file" />
        )}
      </div>
    </section>
  );
}
