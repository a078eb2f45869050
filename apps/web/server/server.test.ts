import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCardPreviewLoader } from "./card-preview";
import { buildWebServer } from "./server";
import { inlineScript, runPageScript } from "./testing/page-script";

function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "keen-web-dist-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>KEEN Cards</title>");
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log('app')");
  return dir;
}

const env = { VITE_API_URL: "http://api.test", VITE_AUTH_DOMAIN: "http://idp.test", SECRET_KEY: "hidden" };

describe("web server", () => {
  it("serves index.html for app routes, uncached, so the client router decides", async () => {
    const { app } = await buildWebServer(env, fakeBuild());
    const res = await app.inject({ url: "/card/my-cards?x=1" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("KEEN Cards");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("compresses app pages like every other response, and answers a missing build file 404, not the page", async () => {
    const dist = fakeBuild();
    writeFileSync(
      path.join(dist, "index.html"),
      `<!doctype html><title>KEEN Cards</title>${"<p>x</p>".repeat(400)}`,
    );
    const { app } = await buildWebServer(env, dist);
    for (const url of ["/", "/explore", "/card/my-cards"]) {
      const res = await app.inject({ url, headers: { "accept-encoding": "gzip" } });
      expect(res.headers["content-encoding"], url).toBe("gzip");
    }
    const missing = await app.inject({ url: "/assets/app-old999.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toContain("application/json");
    expect((await app.inject({ method: "POST", url: "/explore" })).statusCode).toBe(404);
  });

  it("sends the home page with the markup the build prerendered for visitors, and the spinner for a session", async () => {
    const dist = fakeBuild();
    writeFileSync(
      path.join(dist, "index.html"),
      '<!doctype html><html><head><title>KEEN Cards</title><link rel="stylesheet" href="/assets/index-abc.css"></head><body>\n<div id="root"><div class="spin"></div></div>\n</body></html>',
    );
    writeFileSync(path.join(dist, "assets", "index-abc.css"), "main{margin:0}");
    mkdirSync(path.join(dist, "prerendered"));
    writeFileSync(path.join(dist, "prerendered", "home.html"), "<main><h1>Teaching cards</h1></main>");
    const { app } = await buildWebServer(env, dist);
    const home = (await app.inject({ url: "/" })).body;
    expect(home).toContain(
      '<div id="root" data-prerendered><div class="keen-session-only"><div class="spin"></div></div><div class="keen-visitor-only"><main><h1>Teaching cards</h1></main></div></div>',
    );
    // Decided before the first paint: a browser with a session shows the spinner, not the visitor's page.
    const script = inlineScript(home, "keen-session");
    const classes: string[] = [];
    const document = { documentElement: { classList: { add: (name: string) => classes.push(name) } } };
    const run = (keys: string[]) =>
      runPageScript(script, { storage: Object.fromEntries(keys.map((key) => [key, ""])), document });
    run([]);
    expect(classes).toEqual([]);
    run(["oidc.user:http://idp.test:web"]);
    expect(classes).toEqual(["keen-session"]);
    expect(home).toContain(
      ".keen-session .keen-visitor-only,html:not(.keen-session) .keen-session-only{display:none}",
    );
    // The prerendered page paints before the app arrives, so its stylesheet comes in the page.
    expect(home).toContain("<style>main{margin:0}</style>");
    // Other pages start with the spinner alone, and link the stylesheet.
    const explore = (await app.inject({ url: "/explore" })).body;
    expect(explore).toContain('<div id="root"><div class="spin"></div></div>');
    expect(explore).toContain('<link rel="stylesheet" href="/assets/index-abc.css">');
  });

  it("caches hashed assets for a year", async () => {
    const { app } = await buildWebServer(env, fakeBuild());
    const res = await app.inject({ url: "/assets/app-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("exposes only the public VITE_* settings in /config.js", async () => {
    const { app } = await buildWebServer(env, fakeBuild());
    const res = await app.inject({ url: "/config.js" });
    expect(res.body).toContain('"VITE_API_URL":"http://api.test"');
    expect(res.body).not.toContain("hidden");
  });

  it("puts the public settings inline in the page instead of a render-blocking /config.js request", async () => {
    const dist = fakeBuild();
    writeFileSync(
      path.join(dist, "index.html"),
      '<!doctype html><head><script src="/config.js"></script></head><title>KEEN Cards</title>',
    );
    const { app } = await buildWebServer({ ...env, VITE_MODE: "</script><script>alert(1)" }, dist);
    for (const url of ["/", "/explore"]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).not.toContain('src="/config.js"');
      expect(res.body).toContain('<script>window.__KEEN_CONFIG__ = {"VITE_API_URL":"http://api.test"');
      expect(res.body).not.toContain("hidden");
      expect(res.body).not.toContain("</script><script>alert(1)");
    }
  });

  it("answers health, and readiness 503 while the API is unreachable", async () => {
    const { app } = await buildWebServer({ ...env, API_URL: "http://127.0.0.1:9" }, fakeBuild());
    expect((await app.inject({ url: "/health" })).json()).toMatchObject({ status: "ok", service: "web" });
    const ready = await app.inject({ url: "/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "unavailable", checks: { api: "failing" } });
  });
});

const ids = {
  published: "11111111-1111-4111-8111-111111111111",
  plain: "22222222-2222-4222-8222-222222222222",
  draft: "33333333-3333-4333-8333-333333333333",
  failing: "44444444-4444-4444-8444-444444444444",
  slow: "55555555-5555-4555-8555-555555555555",
  unknown: "66666666-6666-4666-8666-666666666666",
};

const publishedCard = {
  id: ids.published,
  versionNumber: 1,
  publishedAt: "2026-10-01T12:00:00.000Z",
  title: 'Bridges & "beams" <script>alert(1)</script>',
  summary: "Teams design a bridge in two hours.",
  coverImageUrl: "/Files/cover-1?sig=a&exp=2",
};

/** A stand-in for the API: a published card, one without a cover, a draft, a failure and a slow one. */
function startFakeApi() {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(req.url ?? "");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization) return send(400, { message: "the preview must be anonymous" });
    const id = req.url?.match(/^\/Card\/([^/]+)\/Preview$/)?.[1];
    if (id === ids.published) return send(200, publishedCard);
    if (id === ids.plain)
      return send(200, { ...publishedCard, id, title: "Plain card", coverImageUrl: null });
    // The API answers the preview of published cards only.
    if (id === ids.draft) return send(404, { message: "Card not found.", code: "not_found" });
    if (id === ids.failing) return send(500, { message: "boom" });
    if (id === ids.slow) {
      setTimeout(() => send(200, { ...publishedCard, id }), 2000);
      return;
    }
    return send(404, { message: "Not found", code: "not_found" });
  });
  return new Promise<{ server: Server; url: string; seen: string[] }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, seen });
    });
  });
}

describe("card link previews", () => {
  let api: Awaited<ReturnType<typeof startFakeApi>>;
  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(() => new Promise<void>((resolve) => api.server.close(() => resolve())));

  async function webServer() {
    const dist = mkdtempSync(path.join(tmpdir(), "keen-web-dist-"));
    writeFileSync(
      path.join(dist, "index.html"),
      '<!doctype html><html><head><meta name="description" content="KEEN Cards: a community." /><title>KEEN Cards</title><link rel="stylesheet" href="/assets/index-abc.css"></head><body></body></html>',
    );
    mkdirSync(path.join(dist, "assets"));
    writeFileSync(path.join(dist, "assets", "index-abc.css"), "h1{font-size:2rem}");
    const { app } = await buildWebServer(
      {
        ...env,
        API_URL: api.url,
        VITE_API_URL: "https://api.keen.example",
        VITE_APP_URL: "https://keen.example",
      },
      dist,
    );
    return app;
  }

  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

  it("gives a published card's page its Open Graph and Twitter-card tags, escaped", async () => {
    const app = await webServer();
    const res = await app.inject({ url: `/card/${ids.published}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    const html = res.body;
    const title = "Bridges &amp; &quot;beams&quot; &lt;script&gt;alert(1)&lt;/script&gt;";
    expect(meta(html, "og:title")).toBe(title);
    expect(meta(html, "og:description")).toBe("Teams design a bridge in two hours.");
    expect(meta(html, "og:image")).toBe("https://api.keen.example/Files/cover-1?sig=a&amp;exp=2");
    expect(meta(html, "og:url")).toBe(`https://keen.example/card/${ids.published}`);
    expect(meta(html, "og:type")).toBe("article");
    expect(meta(html, "og:site_name")).toBe("KEEN Cards");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "twitter:image")).toBe("https://api.keen.example/Files/cover-1?sig=a&amp;exp=2");
    expect(html).toContain(`<title>${title} · KEEN Cards</title>`);
    expect(meta(html, "description")).toBe("Teams design a bridge in two hours.");
    expect(html).not.toContain("<script>alert(1)");
    expect(html.indexOf("og:title")).toBeLessThan(html.indexOf("</head>"));
    // The page paints before the app arrives, so its stylesheet comes in the page.
    expect(html).toContain("<style>h1{font-size:2rem}</style>");
    expect(html).not.toContain('href="/assets/index-abc.css"');
  });

  it("uses the small card without a cover, and on the card's section pages too", async () => {
    const app = await webServer();
    const html = (await app.inject({ url: `/card/${ids.plain}/resources?x=1` })).body;
    expect(meta(html, "twitter:card")).toBe("summary");
    expect(meta(html, "og:image")).toBeUndefined();
    expect(meta(html, "og:url")).toBe(`https://keen.example/card/${ids.plain}`);
  });

  it("gives drafts, unknown ids, other card routes and API failures the plain page", async () => {
    const app = await webServer();
    for (const url of [
      `/card/${ids.draft}`,
      `/card/${ids.unknown}`,
      `/card/${ids.failing}`,
      "/card/my-cards",
      "/card/not-an-id",
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("<title>KEEN Cards</title>");
      expect(res.body, url).not.toContain("og:");
      expect(res.body, url).toContain('<link rel="stylesheet" href="/assets/index-abc.css">');
    }
    // Only card ids are looked up.
    expect(api.seen).not.toContain("/Card/my-cards/Preview");
    expect(api.seen).not.toContain("/Card/not-an-id/Preview");
  });

  it("answers the plain page when the API is too slow", async () => {
    const app = await webServer();
    const started = Date.now();
    const res = await app.inject({ url: `/card/${ids.slow}` });
    expect(Date.now() - started).toBeLessThan(1900);
    expect(res.body).not.toContain("og:");
  });

  it("remembers answers for a while, but not failures", async () => {
    let calls = 0;
    const fakeFetch: typeof fetch = async (input) => {
      calls += 1;
      const id = String(input).split("/").at(-2);
      if (id === ids.failing) return new Response("boom", { status: 503 });
      return Response.json(id === ids.published ? publishedCard : { message: "Not found" }, {
        status: id === ids.published ? 200 : 404,
      });
    };
    const load = createCardPreviewLoader({ apiUrl: "http://api.test", ttlMs: 60_000, fetch: fakeFetch });
    const [first, second] = await Promise.all([load(ids.published), load(ids.published)]);
    expect(first?.title).toBe(publishedCard.title);
    expect(second).toEqual(first);
    await load(ids.published.toUpperCase());
    expect(calls).toBe(1);

    expect(await load(ids.unknown)).toBeNull();
    expect(await load(ids.unknown)).toBeNull();
    expect(calls).toBe(2);

    expect(await load(ids.failing)).toBeNull();
    expect(await load(ids.failing)).toBeNull();
    expect(calls).toBe(4);
  });

  it("forgets answers once their time is up", async () => {
    let calls = 0;
    const fakeFetch: typeof fetch = async () => {
      calls += 1;
      return Response.json(publishedCard);
    };
    const load = createCardPreviewLoader({ apiUrl: "http://api.test", ttlMs: 20, fetch: fakeFetch });
    await load(ids.published);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await load(ids.published);
    expect(calls).toBe(2);
  });
});
