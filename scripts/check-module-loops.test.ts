import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";
import { listImports } from "./check-module-loops";
import { findModuleLoops, moduleOf } from "./lib/module-loops";

const root = path.resolve(import.meta.dirname, "..");
const config = createRequire(import.meta.url)(path.join(root, ".dependency-cruiser.cjs"));
const fixtures: string[] = [];
afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

/** A folder laid out like the repository with these files (path → source). */
function plant(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "keen-boundaries-"));
  fixtures.push(dir);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

/** The rules the repository's boundary check breaks in `dir`. */
async function brokenRules(dir: string): Promise<string[]> {
  const result = await cruise(["apps"], {
    baseDir: dir,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    tsPreCompilationDeps: true,
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((violation) => violation.rule.name);
}

describe("the boundary check", () => {
  it("fails on an import of another API module's internals, and passes through its face", async () => {
    const dir = plant({
      "apps/api/src/modules/cards/list-cards.ts": "export const listCards = () => [];\n",
      "apps/api/src/modules/cards/index.ts": 'export { listCards } from "./list-cards";\n',
      "apps/api/src/modules/bookmarks/inside.ts":
        'import { listCards } from "../cards/list-cards";\nexport const a = listCards;\n',
      "apps/api/src/modules/bookmarks/through-face.ts":
        'import { listCards } from "../cards";\nexport const b = listCards;\n',
    });
    expect(await brokenRules(dir)).toEqual(["api-modules-through-face"]);
  });

  it("fails on an app importing another app", async () => {
    const dir = plant({
      "apps/api/src/save.ts": "export const save = 1;\n",
      "apps/collab/src/app.ts": 'import { save } from "../../api/src/save";\nexport const x = save;\n',
    });
    expect(await brokenRules(dir)).toEqual(["no-app-imports-app"]);
  });

  it("fails on modules in a loop even when no file imports itself back", async () => {
    const dir = plant({
      "apps/api/src/modules/users/index.ts": 'export { brief } from "./brief";\n',
      "apps/api/src/modules/users/brief.ts": "export const brief = 1;\n",
      "apps/api/src/modules/users/delete-user.ts":
        'import { count } from "../cards";\nexport const d = count;\n',
      "apps/api/src/modules/cards/index.ts": 'export { count } from "./count";\n',
      "apps/api/src/modules/cards/count.ts":
        'import { notify } from "../notifications";\nexport const count = notify;\n',
      "apps/api/src/modules/notifications/index.ts": 'export { notify } from "./notify";\n',
      "apps/api/src/modules/notifications/notify.ts":
        'import { brief } from "../users";\nexport const notify = brief;\n',
    });
    expect(await brokenRules(dir)).toEqual([]);
    const loops = findModuleLoops(await listImports(dir, ["apps"]));
    expect(loops.map((loop) => loop.modules)).toEqual([["api/cards", "api/notifications", "api/users"]]);
  });

  it("keys files by API module, web feature, folder of an app, or workspace", () => {
    expect(moduleOf("apps/api/src/modules/cards/load.ts")).toBe("api/cards");
    expect(moduleOf("apps/api/src/lib/errors.ts")).toBe("api/lib");
    expect(moduleOf("apps/api/src/config.ts")).toBe("api/config");
    expect(moduleOf("apps/web/src/features/cards/view/page.tsx")).toBe("web/cards");
    expect(moduleOf("packages/cards/src/read-card.ts")).toBe("packages/cards");
    expect(moduleOf("apps/collab/src/app.ts")).toBe("apps/collab");
  });
});
