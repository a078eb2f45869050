/**
 * `npm test`: typecheck, lint, module boundaries, unit + integration tests (vitest, real
 * PostgreSQL), end-to-end journeys (Playwright in Chromium against the real stack) and the
 * production check (scripts/prod-check.sh). `npm test -- <step>…` runs only those steps. Runs every
 * step, then prints one summary line `N passed, N failed` and exits non-zero when anything failed.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const results = path.join(root, "test-results");
const only = process.argv.slice(2);

/**
 * `tsc -b` checks the root project and, through its project references, every workspace once (and
 * a workspace importing another it does not reference fails with TS6307). A workspace the root
 * does not reference would be skipped silently, so that is checked here first.
 */
function unreferencedWorkspaces(): string[] {
  const rootConfig = JSON.parse(readFileSync(path.join(root, "tsconfig.json"), "utf8")) as {
    references?: { path: string }[];
  };
  const referenced = new Set((rootConfig.references ?? []).map((r) => path.normalize(r.path)));
  return ["apps", "packages"]
    .flatMap((dir) => readdirSync(path.join(root, dir)).map((name) => path.join(dir, name)))
    .filter((project) => existsSync(path.join(root, project, "tsconfig.json")) && !referenced.has(project));
}

function typecheck(): number {
  const missing = unreferencedWorkspaces();
  if (missing.length) {
    console.error(`tsconfig.json must reference every workspace; missing: ${missing.join(", ")}`);
    return 1;
  }
  return exec(bin("tsc"), ["-b"]);
}

type Step = { name: string; run: () => number; counts?: () => { passed: number; failed: number } };

const exec = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, FORCE_COLOR: "1" } })
    .status ?? 1;

const readJson = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);

const steps: Step[] = [
  {
    name: "typecheck",
    run: typecheck,
  },
  { name: "lint", run: () => exec(bin("biome"), ["ci", "."]) },
  {
    // Import cycles, faces and one-way rules (.dependency-cruiser.cjs), then loops between modules.
    name: "boundaries",
    run: () =>
      exec(bin("depcruise"), [
        ...["apps/api/src", "apps/collab/src", "apps/idp/src", "apps/search/src", "apps/web/src"],
        ...["apps/web/server", "packages"],
        "--config",
        ".dependency-cruiser.cjs",
        "--output-type",
        "err",
      ]) || exec(bin("tsx"), [path.join(root, "scripts", "check-module-loops.ts")]),
  },
  {
    name: "unit",
    run: () =>
      exec(bin("vitest"), [
        "run",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${results}/vitest.json`,
      ]),
    counts: () => {
      const r = readJson(path.join(results, "vitest.json"));
      return {
        passed: r?.numPassedTests ?? 0,
        failed: r?.numFailedTests ?? 0,
      };
    },
  },
  {
    name: "e2e",
    run: () => exec(bin("playwright"), ["test"]),
    counts: () => {
      const r = readJson(path.join(results, "e2e.json"));
      return {
        passed: (r?.stats?.expected ?? 0) + (r?.stats?.flaky ?? 0),
        failed: r?.stats?.unexpected ?? 0,
      };
    },
  },
  {
    // The production build run from dist/ and production node_modules alone, built from a clean
    // clone of the committed tree (HEAD, not uncommitted changes): scripts/prod-check.sh.
    name: "prod",
    run: () => exec("bash", [path.join(root, "scripts", "prod-check.sh")]),
  },
];

rmSync(path.join(results, "vitest.json"), { force: true });
rmSync(path.join(results, "e2e.json"), { force: true });
let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n\x1b[1m▶ ${step.name}\x1b[0m`);
  const code = step.run();
  const counts = step.counts?.();
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  // A failed test fails its step even if the runner's exit code said otherwise.
  if (code !== 0 || (counts?.failed ?? 0) > 0) {
    failedSteps.push(step.name);
    // A step that failed without a failing test (a crash, a type error) still counts as a failure.
    if (!counts || counts.failed === 0) failed += 1;
  } else if (!counts) passed += 1;
}
console.log(failedSteps.length ? `\nFailed steps: ${failedSteps.join(", ")}` : "\nAll steps passed.");
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
