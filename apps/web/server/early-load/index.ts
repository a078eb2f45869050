/**
 * What the web server puts in a page so that it paints and loads before the app's code has arrived
 * (README.md beside this file): the prerendered home, the early card page, the early API requests,
 * the route modules' preloads and the inlined stylesheet.
 */
export { createEarlyCardPage, type EarlyCardPage, earlyCardPageFile } from "./early-card-page";
export { earlyApiPaths, earlyRequestScript, earlyVisitorApiPaths } from "./early-requests";
export { createStylesheetInliner } from "./inline-stylesheet";
export { createPageShells, prerenderedPages } from "./prerendered-pages";
export { createRoutePreloads, injectPreloads } from "./route-preloads";
