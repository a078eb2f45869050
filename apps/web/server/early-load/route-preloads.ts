import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { addSessionPreloads, pageHasSession } from "./page-scripts";
import { scriptTag } from "./script-tag";

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

type PreloadedRoute = {
  test: RegExp;
  /** Route modules every visit of the page runs. */
  modules: string[];
  /** Modules only a page that starts with a session runs (a visitor is sent to sign in instead). */
  withSession: string[];
  /** Modules a visitor's page runs too where the library is open to visitors (else only members'). */
  library?: string[];
};

/** A card's page (`/card/{id}` or one of its sections), its id in group 1. */
export const cardPagePath = /^\/card\/(?!create$|my-cards$|edit$|search$)([^/]+)(?:\/(?!edit$)[a-z-]+)?$/;

/**
 * Pages whose modules the served page names up front: the home page and a card's page (the two
 * Lighthouse pages of issue 12). The router asks for a route's module only after the entry has run,
 * one round trip later; a `modulepreload` lets it download beside the entry.
 */
const preloadedRoutes: PreloadedRoute[] = [
  {
    test: /^\/$/,
    modules: ["src/features/home/routes/home.tsx"],
    withSession: ["src/features/home/components/dashboard.tsx"],
  },
  {
    test: cardPagePath,
    modules: [],
    withSession: [],
    library: ["src/features/cards/routes/card-view.tsx"],
  },
];

/** The OIDC provider: every page that starts with a session loads it before anything else shows. */
const everyPageWithSession = ["src/app/oidc-auth-provider.tsx"];

/** A chunk's file and every chunk it imports statically, in the manifest's order. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

/**
 * A script that adds the preloads when the page starts with a session (`pageHasSession`). A wrong
 * guess costs bytes, never behaviour.
 */
function sessionPreloadScript(files: string[]): string {
  if (files.length === 0) return "";
  return scriptTag(
    addSessionPreloads,
    files.map((file) => `/${file}`),
    pageHasSession,
  );
}

/**
 * Reads the build's manifest (`dist/.vite/manifest.json`) and returns, for a request path, the
 * preloads of its modules and the chunks they import that the entry does not (the page already
 * preloads those): `<link rel="modulepreload">` tags, and a script for the modules that only a
 * page with a session runs. No manifest: no preloads.
 */
export function createRoutePreloads(
  distDir: string,
  { isLibraryPublic }: { isLibraryPublic: boolean },
): (pathname: string) => string {
  const manifestPath = path.join(distDir, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) return () => "";
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = new Set(entry ? chunkFiles(manifest, entry) : []);
  const filesOf = (modules: string[], skip: Set<string>) => [
    ...new Set(modules.flatMap((module) => chunkFiles(manifest, module)).filter((file) => !skip.has(file))),
  ];
  const render = (route: Pick<PreloadedRoute, "modules" | "withSession">) => {
    const always = filesOf(route.modules, inEntry);
    const withSession = filesOf(
      [...everyPageWithSession, ...route.withSession],
      new Set([...inEntry, ...always]),
    );
    return (
      always.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("") +
      sessionPreloadScript(withSession)
    );
  };
  const pages = preloadedRoutes.map(({ test, modules, withSession, library = [] }) => ({
    test,
    html: render(
      isLibraryPublic
        ? { modules: [...modules, ...library], withSession }
        : { modules, withSession: [...withSession, ...library] },
    ),
  }));
  const otherPages = render({ modules: [], withSession: [] });
  return (pathname) => pages.find(({ test }) => test.test(pathname))?.html ?? otherPages;
}

/** The page with `links` added at the end of its head. */
export function injectPreloads(html: string, links: string): string {
  return links ? html.replace("</head>", () => `${links}</head>`) : html;
}
