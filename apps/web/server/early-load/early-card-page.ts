import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type CardPreview, escapeHtml } from "../card-preview";
import { sessionSwitch } from "./session-switch";

/** The build's early card page (server/prerender.ts), in `dist/prerendered/`. */
export const earlyCardPageFile = "card-preview.json";

/** The page's markup and the slots in it, as src/prerender/card-preview-page.tsx names them. */
export type EarlyCardPage = { markup: string; slots: { title: string; summary: string } };

/**
 * While a browser with a session waits for the app, it is shown the app's own drawing of the top of
 * the card's page (header, breadcrumbs, title, summary) filled from the card's public preview, in
 * place of the start-up spinner; the app's root stays hidden under it until the app removes it
 * (src/lib/early-page.ts). A visitor's browser shows it too where the library is open to visitors;
 * where it is for members, a visitor is asked to sign in instead, so they never see it.
 */
const earlyPageStyle = {
  membersOnly:
    "<style>.keen-session #keen-early-page~#root{display:none}html:not(.keen-session) #keen-early-page{display:none}</style>",
  everyone: "<style>#keen-early-page~#root{display:none}</style>",
};

/**
 * Puts a published card's heading in its page for its readers (issue 12, decision 0026): `html` with
 * the early card page before the app's root. `html` unchanged when the build has no early page, or
 * for an address naming a version (its title may differ from the latest published one).
 */
export function createEarlyCardPage(
  distDir: string,
  { isLibraryPublic }: { isLibraryPublic: boolean },
): (html: string, preview: Pick<CardPreview, "title" | "summary">, url: string) => string {
  const file = path.join(distDir, "prerendered", earlyCardPageFile);
  const page = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as EarlyCardPage) : null;
  return (html, preview, url) => {
    if (!page || new URLSearchParams(url.split("?")[1] ?? "").has("version")) return html;
    const { markup, slots } = page;
    const filled = markup
      .replaceAll(slots.title, escapeHtml(preview.title))
      .replaceAll(slots.summary, escapeHtml(preview.summary));
    const style = isLibraryPublic ? earlyPageStyle.everyone : earlyPageStyle.membersOnly;
    const head = html.includes(sessionSwitch) ? style : `${sessionSwitch}${style}`;
    return html
      .replace("</head>", () => `${head}</head>`)
      .replace('<div id="root"', () => `<div id="keen-early-page">${filled}</div><div id="root"`);
  };
}
