import type { CitationFormat } from "@keen/contracts";

type FormatInfo = { label: string; description: string; extension: string; mediaType: string };

/** The citation formats in the order the Cite dialog offers them, with how each is saved. */
export const citationFormats: Record<CitationFormat, FormatInfo> = {
  apa: { label: "APA", description: "APA 7th edition", extension: "txt", mediaType: "text/plain" },
  mla: { label: "MLA", description: "MLA 9th edition", extension: "txt", mediaType: "text/plain" },
  chicago: {
    label: "Chicago",
    description: "Chicago author-date",
    extension: "txt",
    mediaType: "text/plain",
  },
  bibtex: {
    label: "BibTeX",
    description: "For LaTeX and reference managers",
    extension: "bib",
    mediaType: "application/x-bibtex",
  },
  ris: {
    label: "RIS",
    description: "For Zotero, EndNote and Mendeley",
    extension: "ris",
    mediaType: "application/x-research-info-systems",
  },
};

export const citationFormatOrder = Object.keys(citationFormats) as CitationFormat[];
