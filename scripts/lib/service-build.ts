import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Metafile, Plugin } from "esbuild";

/**
 * The production build of the Node processes (docs/decisions/0020-compiled-production-build.md):
 * each entry is bundled by esbuild into one ES module under `dist/`, with our `@keen/*` workspace
 * packages inlined and every third-party package left to `node_modules` (installed by
 * `npm ci --omit=dev`). No TypeScript runs in production.
 */
export const serviceEntries = {
  api: "apps/api/src/server.ts",
  idp: "apps/idp/src/server.ts",
  search: "apps/search/src/server.ts",
  collab: "apps/collab/src/server.ts",
  web: "apps/web/server/server.ts",
  start: "scripts/start.ts",
  migrate: "scripts/migrate.ts",
} as const;

export type BuiltEntry = keyof typeof serviceEntries;

/** Where the bundle of an entry lands: `dist/<name>.js` at the repository root. */
export function builtFile(root: string, name: BuiltEntry): string {
  return path.join(root, "dist", `${name}.js`);
}

/** The list of source files of the last build (esbuild's metafile inputs), to tell when it is stale. */
const inputsFile = (root: string) => path.join(root, "dist", "inputs.json");

/**
 * Inlined sources find their runtime files (migrations, CSL styles, the IdP's public folder, its
 * font packages) relative to themselves with `new URL("…", import.meta.url)` or
 * `createRequire(import.meta.url)`. In a bundle `import.meta.url` is the bundle's address, so those
 * two forms are rewritten to the source file's address, expressed relative to the bundle so that
 * the checkout can move. The files are read from the checkout, as in development. Other uses of
 * `import.meta.url` (the web server's "am I the entry point" test) keep the bundle's address.
 */
function sourceUrlPlugin(root: string): Plugin {
  const distDir = path.join(root, "dist");
  return {
    name: "keen-source-url",
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("import.meta.url") || args.path.includes("node_modules")) return undefined;
        const relative = path.relative(distDir, args.path).split(path.sep).join("/");
        const contents = pointAtSource(source, relative);
        return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
      });
    },
  };
}

/**
 * Rewrites `new URL("…", import.meta.url)` and `createRequire(import.meta.url)` in a source file
 * to use the address of that source (`fromBundle`: its path relative to the bundle's folder).
 */
export function pointAtSource(source: string, fromBundle: string): string {
  const sourceUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url)`;
  return source
    .replace(/(new URL\([^()]*?,\s*)import\.meta\.url(\s*\))/g, `$1${sourceUrl}$2`)
    .replace(/createRequire\(\s*import\.meta\.url\s*\)/g, `createRequire(${sourceUrl})`);
}

/** Third-party packages stay imports (resolved from node_modules at run time); `@keen/*` is inlined. */
const externalPackages: Plugin = {
  name: "keen-external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@keen/") ? undefined : { path: args.path, external: true },
    );
  },
};

/** Bundles every entry into `dist/` and records the source files it read. */
export async function buildServices(root: string): Promise<void> {
  const { build } = await import("esbuild");
  mkdirSync(path.join(root, "dist"), { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.entries(serviceEntries).map(([out, entry]) => ({ in: entry, out })),
    outdir: "dist",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    sourcemap: true,
    metafile: true,
    logLevel: "warning",
    plugins: [externalPackages, sourceUrlPlugin(root)],
  });
  const inputs = Object.keys((result.metafile as Metafile).inputs);
  writeFileSync(inputsFile(root), JSON.stringify({ inputs }, null, 1));
}

/**
 * True when a bundle is missing or a source file it was built from (or a package.json, which may
 * change what is external) is newer than the build.
 */
export function servicesAreStale(root: string): boolean {
  const file = inputsFile(root);
  if (!existsSync(file)) return true;
  const names = Object.keys(serviceEntries) as BuiltEntry[];
  if (names.some((name) => !existsSync(builtFile(root, name)))) return true;
  const builtAt = statSync(file).mtimeMs;
  const { inputs } = JSON.parse(readFileSync(file, "utf8")) as { inputs: string[] };
  return inputs.some((input) => {
    const source = path.join(root, input);
    return !existsSync(source) || statSync(source).mtimeMs > builtAt;
  });
}
