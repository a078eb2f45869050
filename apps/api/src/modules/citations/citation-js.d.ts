/** The part of citation-js (untyped packages) the citations module uses. */
declare module "@citation-js/core" {
  /** A CSL-JSON item (https://citeproc-js.readthedocs.io/en/latest/csl-json/markup.html). */
  export type CslItem = Record<string, unknown> & { id: string; type: string };
  export class Cite {
    constructor(data: CslItem[]);
    format(format: "bibliography", options: { format: "text"; template: string; lang: string }): string;
    format(format: "bibtex" | "ris", options: { format: "text" }): string;
  }
  export const plugins: {
    config: {
      get(plugin: "@csl"): { styles: { add(name: string, xml: string): void; has(name: string): boolean } };
    };
  };
}
declare module "@citation-js/plugin-csl";
declare module "@citation-js/plugin-bibtex";
declare module "@citation-js/plugin-ris";
