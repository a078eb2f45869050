/**
 * Build step after `vite build` (scripts/lib/web-build.ts): renders the pages a visitor most often
 * lands on, and the early card page (server/early-load/early-card-page.ts), with the SSR build of
 * src/prerender/visitor-page.tsx (in `.prerender/`) and writes their markup to
 * `dist/prerendered/` (`<name>.html`, `card-preview.json`), which the web server puts in the page it sends
 * (server/early-load/prerendered-pages.ts, decisions 0024 and 0026).
 *
 *   tsx server/prerender.ts   (from apps/web, after `vite build --ssr src/prerender/visitor-page.tsx --outDir .prerender`)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type EarlyCardPage, earlyCardPageFile, prerenderedPages } from "./early-load";

type VisitorPageModule = {
  renderVisitorPage: (pathname: string) => Promise<string>;
  renderCardPreviewPage: () => string;
  cardPreviewSlots: EarlyCardPage["slots"];
};

/** React 19 renders the page's `<title>` where the page names it; the served page has its own. */
const withoutTitle = (html: string) => html.replace(/<title>[^<]*<\/title>/g, "");

export async function prerender(webDir: string): Promise<void> {
  const entry = pathToFileURL(path.join(webDir, ".prerender", "visitor-page.js")).href;
  const { renderVisitorPage, renderCardPreviewPage, cardPreviewSlots } = (await import(
    entry
  )) as VisitorPageModule;
  const outDir = path.join(webDir, "dist", "prerendered");
  mkdirSync(outDir, { recursive: true });
  for (const page of prerenderedPages) {
    const html = withoutTitle(await renderVisitorPage(page.pathname));
    writeFileSync(path.join(outDir, `${page.name}.html`), html);
  }
  // The top of a card's page with slots for its title and summary, and the slots' names, so that
  // the server learns them from the drawing (server/early-load/early-card-page.ts).
  const earlyCardPage: EarlyCardPage = { markup: renderCardPreviewPage(), slots: cardPreviewSlots };
  writeFileSync(path.join(outDir, earlyCardPageFile), JSON.stringify(earlyCardPage));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await prerender(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
}
