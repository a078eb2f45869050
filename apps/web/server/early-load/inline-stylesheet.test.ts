import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createStylesheetInliner } from "./inline-stylesheet";

function buildWith(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "keen-web-css-"));
  mkdirSync(path.join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, "assets", name), text);
  return dir;
}

describe("createStylesheetInliner", () => {
  it("puts the build's linked stylesheet in the page and leaves the rest of the head alone", () => {
    const inline = createStylesheetInliner(buildWith({ "index-abc.css": "body{color:red}" }));
    const page =
      '<head><link rel="modulepreload" href="/assets/app.js"><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>';
    expect(inline(page)).toBe(
      '<head><link rel="modulepreload" href="/assets/app.js"><style>body{color:red}</style></head>',
    );
  });

  it("keeps the link when the file is not in the build, and never lets the CSS close the style element", () => {
    const inline = createStylesheetInliner(buildWith({ "a.css": 'a::after{content:"</style><script>"}' }));
    const missing = '<link rel="stylesheet" href="/assets/gone.css">';
    expect(inline(missing)).toBe(missing);
    const page = inline('<link rel="stylesheet" href="/assets/a.css">');
    expect(page).not.toContain("</style><script>");
    expect(page.match(/<\/style>/g)).toHaveLength(1);
  });

  it("reads each file once, not on every page", () => {
    const dist = buildWith({ "a.css": "p{margin:0}" });
    const inline = createStylesheetInliner(dist);
    expect(inline('<link rel="stylesheet" href="/assets/a.css">')).toBe("<style>p{margin:0}</style>");
    writeFileSync(path.join(dist, "assets", "a.css"), "p{margin:1px}");
    expect(inline('<link rel="stylesheet" href="/assets/a.css">')).toBe("<style>p{margin:0}</style>");
  });

  it("leaves stylesheets from elsewhere linked", () => {
    const inline = createStylesheetInliner(buildWith({}));
    const page = '<link rel="stylesheet" href="https://cdn.example/x.css">';
    expect(inline(page)).toBe(page);
  });
});
