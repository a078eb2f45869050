import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
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

/**
 * True in a checkout; false where `dist/` was deployed without the sources (README "Production"),
 * where there is nothing a build could be older than.
 */
export function hasSources(root: string): boolean {
  return existsSync(path.join(root, serviceEntries.start));
}

/**
 * The files the last build read (esbuild's metafile inputs) and copied (runtime files, below), to
 * tell when it is stale.
 */
const inputsFile = (root: string) => path.join(root, "dist", "inputs.json");

/**
 * Runtime files (decision 0029). Inlined sources find the files they read at run time — the
 * migrations, the CSL styles, the IdP's `public/` folder, the web app's build — beside themselves
 * with `new URL("…", import.meta.url)`. The build copies each such file or folder into `dist/` at
 * its repository path (`packages/db/migrations` → `dist/packages/db/migrations`), and in the bundle
 * that expression resolves against the source file's address inside `dist/`, so a bundle reads the
 * copies and `dist/` runs without the checkout. tsx (development, tests) runs the sources, which
 * read the originals. Packages (fonts through `createRequire(import.meta.url)`) resolve from the
 * bundle's folder, like the bundle's own imports.
 */
function runtimeFilesPlugin(root: string, found: Set<string>): Plugin {
  return {
    name: "keen-runtime-files",
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("import.meta.url") || args.path.includes("node_modules")) return undefined;
        const fromRoot = path.relative(root, args.path).split(path.sep).join("/");
        const { contents, files } = pointIntoDist(source, fromRoot);
        for (const file of files) found.add(file);
        return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
      });
    },
  };
}

const runtimeUrl = /(new URL\(([^()]*?),\s*)import\.meta\.url(\s*\))/g;

/**
 * Rewrites each `new URL(<path>, import.meta.url)` in the source at `fromRoot` (its path in the
 * repository) to resolve against that source's address inside `dist/`, and returns the files or
 * folders those URLs name (repository paths) for the build to copy there. A dynamic path names
 * the folder of its static start (`./styles/${file}` → the `styles` folder); a path with no static
 * folder, or one that would copy the source's own folder, fails the build. Comment lines are
 * left alone.
 */
export function pointIntoDist(source: string, fromRoot: string): { contents: string; files: string[] } {
  const files: string[] = [];
  const address = `new URL(${JSON.stringify(`./${fromRoot}`)}, import.meta.url)`;
  const contents = source.replace(
    runtimeUrl,
    (all: string, head: string, argument: string, tail: string, offset: number) => {
      if (isInComment(source, offset)) return all;
      files.push(runtimeFileOf(argument.trim(), fromRoot));
      return `${head}${address}${tail}`;
    },
  );
  return { contents, files };
}

/** True when the line holding `offset` is a comment line (`//`, `/*` or a doc comment's `*`). */
function isInComment(source: string, offset: number): boolean {
  const line = source.slice(source.lastIndexOf("\n", offset) + 1, offset).trimStart();
  return line.startsWith("//") || line.startsWith("*") || line.startsWith("/*");
}

function runtimeFileOf(argument: string, fromRoot: string): string {
  const literal = /^(["'`])([^"'`$]*)\1$/.exec(argument);
  const start = /^["'`]([^"'`$]*)/.exec(argument)?.[1] ?? "";
  const relative = literal ? literal[2]! : start.slice(0, start.lastIndexOf("/") + 1);
  const file = path.posix.join(path.posix.dirname(fromRoot), relative).replace(/\/$/, "");
  if (!relative || !path.posix.relative(file, fromRoot).startsWith("..")) {
    throw new Error(
      `${fromRoot}: cannot tell which files the URL ${argument} (relative to the module) names at run time (decision 0029).`,
    );
  }
  return file;
}

/**
 * Copies the runtime files into `dist/` (replacing older copies) and returns every file and
 * folder copied, as repository paths, for the staleness check: an edited, added or removed
 * migration or style, or a new web build, makes the services' build stale.
 */
function copyRuntimeFiles(root: string, files: Iterable<string>): string[] {
  const copied: string[] = [];
  const visit = (file: string) => {
    copied.push(file);
    if (statSync(path.join(root, file)).isDirectory())
      for (const entry of readdirSync(path.join(root, file))) visit(path.posix.join(file, entry));
  };
  for (const file of files) {
    if (!existsSync(path.join(root, file)))
      throw new Error(`${file} is read at run time but missing (the web app is built before the services).`);
    rmSync(path.join(root, "dist", file), { recursive: true, force: true });
    cpSync(path.join(root, file), path.join(root, "dist", file), { recursive: true });
    visit(file);
  }
  return copied;
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
  const runtimeFiles = new Set<string>();
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
    plugins: [externalPackages, runtimeFilesPlugin(root, runtimeFiles)],
  });
  const inputs = Object.keys((result.metafile as Metafile).inputs);
  inputs.push(...copyRuntimeFiles(root, runtimeFiles));
  const record = { runtimeFiles: [...runtimeFiles].sort(), inputs };
  writeFileSync(inputsFile(root), JSON.stringify(record, null, 1));
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
