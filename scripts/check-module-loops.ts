/**
 * The boundaries step's module check (`npm test -- boundaries`): no loops between API modules,
 * web features or workspaces (scripts/lib/module-loops.ts). Tests are left out: they sit in their
 * module and build the whole app around it (`test/factories`), which reaches every module.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cruise, type IModule } from "dependency-cruiser";
import { findModuleLoops } from "./lib/module-loops";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Every import between our files, as dependency-cruiser resolves them. */
export async function listImports(baseDir: string, paths: string[]) {
  const result = await cruise(
    paths,
    {
      baseDir,
      doNotFollow: { path: "node_modules" },
      exclude: { path: "(^|/)(node_modules|dist)/" },
      tsPreCompilationDeps: true,
      enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "default"] },
    },
    undefined,
    { tsConfig: { fileName: path.join(root, "apps/web/tsconfig.json") } },
  );
  const output = result.output;
  if (typeof output === "string") throw new Error("dependency-cruiser answered with text");
  return output.modules.flatMap((module: IModule) =>
    module.dependencies.map((dependency) => ({ from: module.source, to: dependency.resolved })),
  );
}

/** Test files and test helpers, which the loop check leaves out. */
export const isTestFile = (file: string) =>
  /\.test\.tsx?$|\/test\/|-test-client\.ts$|\/testing(\/|\.ts$)/.test(file);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sources = ["apps/api/src", "apps/collab/src", "apps/idp/src", "apps/search/src", "apps/web/src"];
  const imports = await listImports(root, [...sources, "apps/web/server", "packages"]);
  const loops = findModuleLoops(imports.filter(({ from, to }) => !isTestFile(from) && !isTestFile(to)));
  for (const loop of loops) {
    console.error(`Modules in a loop: ${loop.modules.join(" ⇄ ")}`);
    for (const example of loop.imports) console.error(`  ${example}`);
  }
  console.log(loops.length ? `${loops.length} module loop(s)` : "No loops between modules.");
  process.exit(loops.length ? 1 : 0);
}
