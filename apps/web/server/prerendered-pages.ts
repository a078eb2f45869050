import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { detectSession } from "./route-preloads";

/** The pages the build renders for visitors (server/prerender.ts): the home page, where most visits start. */
export const prerenderedPages = [{ name: "home", pathname: "/" }] as const;

/**
 * Shows the prerendered page to a visitor and the start-up spinner to a browser with a session
 * (their page is not the visitor's), decided before the first paint; React then draws the page
 * over either (src/main.tsx).
 */
const sessionSwitch =
  `<style>.keen-session .keen-visitor-only,html:not(.keen-session) .keen-session-only{display:none}</style>` +
  `<script>(function(){try{${detectSession}if(s)document.documentElement.classList.add("keen-session")}catch(e){}})()</script>`;

/**
 * Reads the build's prerendered pages (`dist/prerendered/<name>.html`) and returns each request
 * path's markup; none when the build has not made them (the page then starts with the spinner).
 */
export function createPrerenderedPages(distDir: string): (pathname: string) => string | undefined {
  const pages = new Map<string, string>();
  for (const page of prerenderedPages) {
    const file = path.join(distDir, "prerendered", `${page.name}.html`);
    if (existsSync(file)) pages.set(page.pathname, readFileSync(file, "utf8"));
  }
  return (pathname) => pages.get(pathname);
}

/**
 * The page with `markup` in its root beside the start-up spinner the root holds (`index.html`),
 * each shown to whom it is for, and `data-prerendered` on the root for src/main.tsx.
 */
export function injectPrerendered(html: string, markup: string | undefined): string {
  if (!markup) return html;
  return html
    .replace("</head>", () => `${sessionSwitch}</head>`)
    .replace(
      /<div id="root">([\s\S]*)<\/div>(\s*<\/body>)/,
      (_all, spinner: string, next: string) =>
        `<div id="root" data-prerendered><div class="keen-session-only">${spinner}</div><div class="keen-visitor-only">${markup}</div></div>${next}`,
    );
}
