import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const stylesheetLink = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * For the pages that paint the server's markup before the app's code arrives (the visitor's
 * prerendered home, a member's early card page): their stylesheet (`index.html` links one, about
 * 15 KB compressed) put in the page, so that the first paint waits for the page alone, not for a
 * second request on a slow connection (issue 12, decision 0027). The file stays linked from every
 * other page, where the app's code is what the first paint waits for. `html` unchanged when a
 * linked file is not in the build.
 */
export function createStylesheetInliner(distDir: string): (html: string) => string {
  const files = new Map<string, string | null>();
  const read = (file: string) => {
    if (!files.has(file)) {
      const full = path.join(distDir, file);
      files.set(
        file,
        existsSync(full) ? readFileSync(full, "utf8").replaceAll("</style", "<\\/style") : null,
      );
    }
    return files.get(file) ?? null;
  };
  return (html) =>
    html.replace(stylesheetLink, (link, file: string) => {
      const css = read(file);
      return css === null ? link : `<style>${css}</style>`;
    });
}
