import { describe, expect, it } from "vitest";
import { pointIntoDist } from "./service-build";

describe("pointIntoDist", () => {
  it("makes file lookups resolve against the source's place inside dist/ and names the files to copy", () => {
    const source = [
      'export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      "const style = await readFile(new URL(`./styles/${file}`, import.meta.url));",
      'const other = new URL("./styles/" + file, import.meta.url);',
    ].join("\n");
    const { contents, files } = pointIntoDist(source, "packages/db/src/migrate.ts");
    const address = 'new URL("./packages/db/src/migrate.ts", import.meta.url)';
    expect(contents.split("\n")).toEqual([
      `export const migrationsFolder = fileURLToPath(new URL("../migrations", ${address}));`,
      `const style = await readFile(new URL(\`./styles/\${file}\`, ${address}));`,
      `const other = new URL("./styles/" + file, ${address});`,
    ]);
    expect(files).toEqual(["packages/db/migrations", "packages/db/src/styles", "packages/db/src/styles"]);
  });

  it("leaves other uses of import.meta.url alone (the entry point test, createRequire, comments)", () => {
    const source = [
      "if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) start();",
      "const require = createRequire(import.meta.url);",
      ' * finds files with `new URL("…", import.meta.url)`.',
      '// or new URL("./x", import.meta.url)',
    ].join("\n");
    expect(pointIntoDist(source, "apps/web/server/server.ts")).toEqual({ contents: source, files: [] });
  });

  it("fails when it cannot tell which files a lookup reads, rather than copying the sources", () => {
    expect(() => pointIntoDist("new URL(file, import.meta.url)", "apps/api/src/a.ts")).toThrow(
      /cannot tell which files/,
    );
    expect(() => pointIntoDist('new URL("./", import.meta.url)', "apps/api/src/a.ts")).toThrow();
    expect(() => pointIntoDist('new URL("..", import.meta.url)', "apps/api/src/a.ts")).toThrow();
  });
});
