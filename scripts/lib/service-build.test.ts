import { describe, expect, it } from "vitest";
import { pointAtSource } from "./service-build";

describe("pointAtSource", () => {
  it("makes file lookups relative to the source file, not to the bundle", () => {
    const source = [
      'export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));',
      "const require = createRequire(import.meta.url);",
      'const style = new URL("./styles/" + file, import.meta.url);',
    ].join("\n");
    expect(pointAtSource(source, "../packages/db/src/migrate.ts").split("\n")).toEqual([
      'export const migrationsFolder = fileURLToPath(new URL("../migrations", new URL("../packages/db/src/migrate.ts", import.meta.url)));',
      'const require = createRequire(new URL("../packages/db/src/migrate.ts", import.meta.url));',
      'const style = new URL("./styles/" + file, new URL("../packages/db/src/migrate.ts", import.meta.url));',
    ]);
  });

  it("leaves other uses of import.meta.url (the entry point test) alone", () => {
    const source = "if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) start();";
    expect(pointAtSource(source, "../apps/web/server/server.ts")).toBe(source);
  });
});
