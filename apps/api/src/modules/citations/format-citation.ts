/// <reference path="./citation-js.d.ts" />
import type { CslItem } from "@citation-js/core";
import type { CitationFormat } from "@keen/contracts";
import { loadCitationEngine } from "./citation-engine";
import type { CitableVersion } from "./load-citable-version";

/** The platform's name as citations give it (publisher or website). */
export const PLATFORM_NAME = "KEEN Cards";

/** A citation ready to send: the text, its media type and a file name for downloads. */
export type CitationText = { text: string; contentType: string; fileName: string };

const media: Record<CitationFormat, { contentType: string; extension: string }> = {
  apa: { contentType: "text/plain; charset=utf-8", extension: "txt" },
  mla: { contentType: "text/plain; charset=utf-8", extension: "txt" },
  chicago: { contentType: "text/plain; charset=utf-8", extension: "txt" },
  bibtex: { contentType: "application/x-bibtex; charset=utf-8", extension: "bib" },
  ris: { contentType: "application/x-research-info-systems; charset=utf-8", extension: "ris" },
};

/** A file-name part from a title: ASCII letters and digits joined by hyphens, at most 60 characters. */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
  return slug || "card";
}

/**
 * The CSL item for one style. Each style has its own slot for the version: APA writes "(Version
 * 2)" after the title of a `document`; MLA lists "version 2" in its container; Chicago writes
 * "Version 2." for a `webpage` in a website; BibTeX and RIS carry it as a note.
 */
function cslItem(version: CitableVersion, format: CitationFormat, url: string): CslItem {
  const [year, month, day] = version.publishedAt.toISOString().slice(0, 10).split("-").map(Number);
  const base = {
    // RIS keeps 20 characters of an ID.
    id: `keen-${version.cardId.slice(0, 8)}-v${version.number}`,
    title: version.title,
    author: version.authors.map((name) => (name.given ? name : { family: name.family })),
    issued: { "date-parts": [[year, month, day]] },
    URL: url,
  };
  switch (format) {
    case "apa":
      return { ...base, type: "document", publisher: PLATFORM_NAME, version: String(version.number) };
    case "mla":
      return {
        ...base,
        type: "webpage",
        "container-title": PLATFORM_NAME,
        version: `version ${version.number}`,
      };
    case "chicago":
      return { ...base, type: "webpage", "container-title": PLATFORM_NAME, version: String(version.number) };
    case "bibtex":
      // citation-js writes a day into BibTeX's month ("sep 21"), which biblatex rejects: year and month only.
      return {
        ...base,
        type: "webpage",
        issued: { "date-parts": [[year, month]] },
        publisher: PLATFORM_NAME,
        note: `Version ${version.number}`,
      };
    case "ris":
      return { ...base, type: "webpage", publisher: PLATFORM_NAME, note: `Version ${version.number}` };
  }
}

/**
 * Writes the citation of a card version in one format with citation-js. `url` is the card's
 * address in the web app (with `?version=N` when a version was asked for).
 */
export async function formatCitation(
  version: CitableVersion,
  format: CitationFormat,
  url: string,
): Promise<CitationText> {
  const Cite = await loadCitationEngine();
  const cite = new Cite([cslItem(version, format, url)]);
  const output =
    format === "bibtex" || format === "ris"
      ? cite.format(format, { format: "text" })
      : cite.format("bibliography", { format: "text", template: format, lang: "en-US" });
  const { contentType, extension } = media[format];
  return {
    // Blank lines around the entry go; RIS's closing "ER  - " keeps its space.
    text: `${output.replace(/^\n+|\n+$/g, "")}\n`,
    contentType,
    fileName: `keen-card-${slugify(version.title)}-v${version.number}.${extension}`,
  };
}
