import type { CardDetail } from "@keen/contracts";
import { Download } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { track } from "@/lib/analytics";
import { fileNameFromDisposition, fileNameFromTitle, saveBlob } from "@/lib/save-blob";
import { downloadCardAttachments } from "../api/download-card-attachments";
import { DownloadProgressBar } from "./download-progress";
import { useDownload } from "./use-download";

type DownloadAllButtonProps = {
  card: Pick<CardDetail, "id" | "title" | "version">;
  fileCount: number;
  variant?: ButtonProps["variant"];
  className?: string;
};

/** "Download all (.zip)": every attachment of the content shown, as one streamed zip, with progress. */
export function DownloadAllButton({
  card,
  fileCount,
  variant = "default",
  className,
}: DownloadAllButtonProps) {
  const { start, progress, isDownloading } = useDownload();

  const handleDownload = () =>
    start(async (onProgress) => {
      const { blob, disposition } = await downloadCardAttachments(card.id, {
        scope: card.version,
        onProgress,
      });
      saveBlob(blob, fileNameFromDisposition(disposition) ?? fileNameFromTitle(card.title, "zip"));
      track("card downloaded", { cardId: card.id, kind: "zip", files: fileCount });
    });

  return (
    <div className={className}>
      <Button
        variant={variant}
        onClick={handleDownload}
        isLoading={isDownloading}
        className="w-full sm:w-auto"
      >
        {isDownloading ? null : <Download aria-hidden />}
        {isDownloading ? "Preparing zip…" : "Download all (.zip)"}
      </Button>
      {progress ? (
        <div className="mt-2">
          <DownloadProgressBar progress={progress} label="Downloading all files" />
        </div>
      ) : null}
    </div>
  );
}
