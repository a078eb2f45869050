import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sessionSwitch } from "./session-switch";

/** The pages the build renders for visitors (server/prerender.ts): the home page, where most visits start. */
export const prerenderedPages = [{ name: "home", pathname: "/" }] as const;

/**
 * The page each request path starts from: `html` with the build's prerendered markup for that
 * path (`dist/prerendered/<name>.html`) put in once, here, rather than on every request; `html`
 * itself for other paths, or when the build has not made them (the page then starts with the spinner).
 * `finish` does the rest of a prerendered page's work once (its stylesheet put inline).
 */
export function createPageShells(
  distDir: string,
  html: string,
  finish: (page: string) => string = (page) => page,
): (pathname: string) => string {
  const shells = new Map<string, string>();
  for (const page of prerenderedPages) {
    const file = path.join(distDir, "prerendered", `${page.name}.html`);
    if (existsSync(file))
      shells.set(page.pathname, finish(injectPrerendered(html, readFileSync(file, "utf8"))));
  }
  return (pathname) => shells.get(pathname) ?? html;
}

/**
 * The page with `markup` in its root beside the start-up spinner the root holds (`index.html`),
 * each shown to whom it is for, and `data-prerendered` on the root for src/main.tsx.
 */
function injectPrerendered(html: string, markup: string): string {
  return html
    .replace("</head>", () => `${sessionSwitch}</head>`)
    .replace(
      /<div id="root">([\s\S]*)<\/div>(\s*<\/body>)/,
      (_all, spinner: string, next: string) =>
        `<div id="root" data-prerendered><div class="keen-session-only">${spinner}</div><div class="keen-visitor-only">${markup}</div></div>${next}`,
    );
}
