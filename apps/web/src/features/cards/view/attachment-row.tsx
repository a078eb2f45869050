import type { CardAttachment } from "@keen/contracts";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { track } from "@/lib/analytics";
import { formatBytes } from "@/lib/format-bytes";
import { saveBlob } from "@/lib/save-blob";
import { downloadAttachment } from "../api/download-attachment";
import { DownloadProgressBar } from "./download-progress";
import { FileIcon, getFileKind } from "./file-icon";
import { useDownload } from "./use-download";

/** One attachment: icon by type, name, kind and size, and its own Download with progress. */
export function AttachmentRow({ cardId, attachment }: { cardId: string; attachment: CardAttachment }) {
  const { start, progress, isDownloading } = useDownload();
  const kind = getFileKind(attachment.contentType, attachment.name);

  const handleDownload = () =>
    start(async (onProgress) => {
      const blob = await downloadAttachment(attachment, onProgress);
      saveBlob(blob, attachment.name);
      track("card downloaded", {
        cardId,
        kind: "file",
        fileId: attachment.id,
        contentType: attachment.contentType,
      });
    });

  return (
    <li className="px-4 py-3">
      <div className="flex items-center gap-3">
        <FileIcon contentType={attachment.contentType} name={attachment.name} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-slate-900" title={attachment.name}>
            {attachment.name}
          </p>
          <p className="text-xs text-slate-500">
            {kind.label} · {formatBytes(attachment.size)}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={handleDownload}
          isLoading={isDownloading}
          aria-label={`Download ${attachment.name}`}
          className="max-sm:size-9 max-sm:px-0"
        >
          {isDownloading ? null : <Download aria-hidden />}
          <span className="max-sm:sr-only">Download</span>
        </Button>
      </div>
      {progress ? (
        <div className="mt-2 pl-[3.25rem]">
          <DownloadProgressBar progress={progress} label={`Downloading ${attachment.name}`} />
        </div>
      ) : null}
    </li>
  );
}
