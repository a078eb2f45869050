import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createDb } from "@keen/db";
import type { StackEnv } from "./env";

type DemoLibraryModule = typeof import("../demo-library");

/**
 * Loads the demo library's seeder from the sources. It is read at run time, not imported, so the
 * production bundle (dist/start.js) never carries it: only `npm start` / `npm run dev` (tsx, from
 * the sources) can seed it.
 */
export async function loadDemoLibrary(root: string): Promise<DemoLibraryModule | null> {
  const file = path.join(root, "scripts", "demo-library", "index.ts");
  if (!import.meta.url.endsWith(".ts") || !existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as DemoLibraryModule;
}

/**
 * Seeds the demo library on a start outside production unless `SEED_DEMO=false`; a library
 * already there is left alone (README "Configuration").
 */
export async function seedDemoLibraryOnStart(root: string, env: StackEnv, log: (line: string) => void) {
  if (env.NODE_ENV === "production" || env.SEED_DEMO === "false") return;
  const demo = await loadDemoLibrary(root);
  if (!demo) return;
  const db = createDb(env.DATABASE_URL!, { max: 2 });
  try {
    if ((await demo.demoLibraryState(db)) === "complete") return;
    log("Seeding the demo library (about 40 cards; SEED_DEMO=false skips it)…");
    const seeded = await demo.seedDemoLibrary(db, { store: demo.blobStoreOf(env), isProduction: false });
    log(
      `Demo library ready: ${seeded.publishedCards} published cards in ${(seeded.milliseconds / 1000).toFixed(1)} s.`,
    );
  } finally {
    await db.$client.end();
  }
}
