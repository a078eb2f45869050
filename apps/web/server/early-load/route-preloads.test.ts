import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildWebServer } from "../server";
import { inlineScript, runPageScript } from "../testing/page-script";

/** A build with a manifest: the entry, route modules, the OIDC provider and their chunks. */
function buildWithManifest() {
  const dir = mkdtempSync(path.join(tmpdir(), "keen-web-dist-"));
  mkdirSync(path.join(dir, ".vite"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><head><title>KEEN Cards</title></head>");
  const manifest = {
    "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react.js"] },
    "_react.js": { file: "assets/react-1.js" },
    "_icon.js": { file: "assets/icon-1.js", imports: ["_react.js"] },
    "src/features/home/routes/home.tsx": { file: "assets/home-1.js", imports: ["_react.js", "_icon.js"] },
    "src/features/home/components/dashboard.tsx": { file: "assets/dashboard-1.js", imports: ["_icon.js"] },
    "src/features/cards/routes/card-view.tsx": { file: "assets/card-view-1.js", imports: ["_icon.js"] },
    "src/app/oidc-auth-provider.tsx": { file: "assets/oidc-1.js", imports: ["_react.js"] },
  };
  writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  return dir;
}

const env = {
  VITE_API_URL: "http://api.test",
  VITE_AUTH_DOMAIN: "http://idp.test",
  API_URL: "http://127.0.0.1:9",
};

/** The modules a page preloads: its link tags, then what its script adds for this storage and address. */
function preloadsOf(html: string, storageKeys: string[] = [], search = "") {
  const links = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
  const added: string[] = [];
  const document = {
    createElement: () => ({}),
    head: { appendChild: (l: { href: string }) => added.push(l.href) },
  };
  const storage = Object.fromEntries(storageKeys.map((key) => [key, ""]));
  const script = inlineScript(html, "modulepreload");
  if (script) runPageScript(script, { storage, search, document });
  return { links, added };
}

describe("route module preloads", () => {
  it("names the home page's route chunks (not the entry's) for everyone", async () => {
    const { app } = await buildWebServer(env, buildWithManifest());
    for (const url of ["/", "/?ref=mail"]) {
      const { links, added } = preloadsOf((await app.inject({ url })).body);
      expect(links).toEqual(["/assets/home-1.js", "/assets/icon-1.js"]);
      expect(added).toEqual([]);
    }
  });

  it("names a card page's modules for everyone where the library is open to visitors", async () => {
    const { app } = await buildWebServer(env, buildWithManifest());
    const card = (await app.inject({ url: "/card/3f1c2a9e/resources" })).body;
    expect(preloadsOf(card).links).toEqual(["/assets/card-view-1.js", "/assets/icon-1.js"]);
    expect(preloadsOf(card).added).toEqual([]);
    expect(preloadsOf(card, ["oidc.user:x"]).added).toEqual(["/assets/oidc-1.js"]);
  });

  it("adds what only a page with a session runs when the browser holds one or signs in", async () => {
    const { app } = await buildWebServer({ ...env, VITE_LIBRARY_ACCESS: "members" }, buildWithManifest());
    const card = (await app.inject({ url: "/card/3f1c2a9e/resources" })).body;
    expect(preloadsOf(card).links).toEqual([]);
    expect(preloadsOf(card).added).toEqual([]);
    expect(preloadsOf(card, ["theme", "oidc.user:http://idp.test:web"]).added).toEqual([
      "/assets/oidc-1.js",
      "/assets/card-view-1.js",
      "/assets/icon-1.js",
    ]);
    expect(preloadsOf(card, [], "?code=abc&state=xyz").added).toHaveLength(3);
    const home = (await app.inject({ url: "/" })).body;
    expect(preloadsOf(home, ["oidc.user:x"]).added).toEqual(["/assets/oidc-1.js", "/assets/dashboard-1.js"]);
    const explore = (await app.inject({ url: "/explore" })).body;
    expect(preloadsOf(explore, ["oidc.user:x"])).toEqual({ links: [], added: ["/assets/oidc-1.js"] });
    for (const other of ["/card/create", "/card/my-cards", "/card/edit/3f1c2a9e"]) {
      expect(preloadsOf((await app.inject({ url: other })).body, ["oidc.user:x"]).added, other).toEqual([
        "/assets/oidc-1.js",
      ]);
    }
  });
});
