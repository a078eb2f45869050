import type { CitationFormat } from "@keen/contracts";
import { Download } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogContent } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { track } from "@/lib/analytics";
import { cn } from "@/lib/cn";
import { fileNameFromTitle, saveBlob } from "@/lib/save-blob";
import { useCitation } from "../api/get-citation";
import { citationFormatOrder, citationFormats } from "../lib/citation-formats";
import { CopyButton } from "./copy-button";

type CiteDialogProps = {
  cardId: string;
  title: string;
  /** The published version shown; its citation is the one offered. */
  versionNumber: number;
};

/**
 * The Cite dialog's content: the shown version's citation in APA, MLA, Chicago, BibTeX or RIS (from
 * the API), to copy or to save as .txt, .bib or .ris. Each copy or download is a `cite` event.
 */
export function CiteDialogContent({ cardId, title, versionNumber }: CiteDialogProps) {
  const [format, setFormat] = useState<CitationFormat>("apa");

  return (
    <DialogContent title="Cite this card" description={`Version ${versionNumber} of “${title}”`} size="lg">
      <Tabs.Root value={format} onValueChange={(value) => setFormat(value as CitationFormat)}>
        <Tabs.List
          aria-label="Citation format"
          className="flex gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1"
        >
          {citationFormatOrder.map((key) => (
            <Tabs.Trigger
              key={key}
              value={key}
              className="flex-1 shrink-0 rounded-md px-2 py-1.5 text-[0.8125rem] font-medium whitespace-nowrap sm:px-3 sm:text-sm text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              {citationFormats[key].label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {citationFormatOrder.map((key) => (
          <Tabs.Content key={key} value={key} className="mt-4 outline-none">
            <CitationPanel cardId={cardId} title={title} versionNumber={versionNumber} format={key} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </DialogContent>
  );
}

type CitationPanelProps = CiteDialogProps & { format: CitationFormat };

function CitationPanel({ cardId, title, versionNumber, format }: CitationPanelProps) {
  const citation = useCitation(cardId, format, versionNumber);
  const info = citationFormats[format];
  const isCode = format === "bibtex" || format === "ris";
  const handleCite = (action: "copy" | "download") => track("cite", { cardId, format, action });

  function handleDownload() {
    if (citation.data === undefined) return;
    saveBlob(
      new Blob([citation.data], { type: `${info.mediaType};charset=utf-8` }),
      fileNameFromTitle(`${title} v${versionNumber}`, info.extension),
    );
    handleCite("download");
  }

  return (
    <div>
      <p className="text-xs text-slate-600">{info.description}</p>
      <div className="mt-2 min-h-28 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
        {citation.isLoading ? (
          <div className="space-y-2 py-1" aria-busy="true">
            <span className="sr-only">Loading the citation…</span>
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-5/6" />
            <Skeleton className="h-3.5 w-2/3" />
          </div>
        ) : citation.isError ? (
          <p className="text-sm text-slate-700">
            The citation could not be loaded.{" "}
            <Button variant="link" className="h-auto p-0" onClick={() => void citation.refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <pre
            className={cn(
              "max-h-72 overflow-auto text-sm leading-6 break-words whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]",
              isCode ? "font-mono text-[0.8125rem]" : "font-sans",
            )}
          >
            {citation.data}
          </pre>
        )}
      </div>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={citation.data === undefined} onClick={handleDownload}>
          <Download aria-hidden />
          Download .{info.extension}
        </Button>
        <CopyButton text={citation.data} label="Copy citation" onCopied={() => handleCite("copy")} />
      </div>
    </div>
  );
}
