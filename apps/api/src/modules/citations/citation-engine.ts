/// <reference path="./citation-js.d.ts" />
import { readFile } from "node:fs/promises";
import type { Cite } from "@citation-js/core";

/** The CSL styles shipped with the module (CC BY-SA 3.0, from the CSL project), by template name. */
const shippedStyles = {
  mla: "modern-language-association.csl",
  chicago: "chicago-author-date.csl",
} as const;

let engine: Promise<typeof Cite> | undefined;

async function startEngine(): Promise<typeof Cite> {
  const core = await import("@citation-js/core");
  await Promise.all([
    import("@citation-js/plugin-csl"),
    import("@citation-js/plugin-bibtex"),
    import("@citation-js/plugin-ris"),
  ]);
  const styles = core.plugins.config.get("@csl").styles;
  for (const [name, file] of Object.entries(shippedStyles)) {
    styles.add(name, await readFile(new URL(`./styles/${file}`, import.meta.url), "utf8"));
  }
  return core.Cite;
}

/**
 * citation-js with its CSL (APA ships with it; MLA 9 and Chicago 18 author-date are added),
 * BibTeX and RIS plugins. Loaded on the first citation, not with the API: it and citeproc weigh
 * several megabytes that most processes never need. A failed load is retried on the next call.
 */
export function loadCitationEngine(): Promise<typeof Cite> {
  engine ??= startEngine().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}
