import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWebServer } from "./server";
import { createSitemapLoader, renderSitemap, SITEMAP_MAX_URLS, toSitemapEntries } from "./sitemap";
import { fakeBuildWithHead, startFakeApi } from "./testing/fake-api";

const ids = {
  older: "11111111-1111-4111-8111-111111111111",
  newer: "22222222-2222-4222-8222-222222222222",
  institution: "33333333-3333-4333-8333-333333333333",
};

const answer = {
  cards: [
    { id: ids.older, lastModified: "2026-09-01T12:00:00.000Z" },
    { id: ids.newer, lastModified: "2026-10-01T12:00:00.000Z" },
  ],
  institutions: [{ id: ids.institution, lastModified: "2026-08-01T00:00:00.000Z" }],
  pages: [{ slug: "about", lastModified: "2026-07-01T00:00:00.000Z" }, { slug: "a&b<c>" }],
};

/** The `<loc>` addresses of a sitemap, in order. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe("the sitemap", () => {
  let api: Awaited<ReturnType<typeof startFakeApi>>;
  beforeAll(async () => {
    api = await startFakeApi((req) => (req.url === "/Sitemap" ? { status: 200, body: answer } : undefined));
  });
  afterAll(() => api.close());

  const webServer = async (env: Record<string, string> = {}) =>
    (
      await buildWebServer(
        { API_URL: api.url, VITE_APP_URL: "https://keen.example/", LOG_LEVEL: "silent", ...env },
        fakeBuildWithHead(),
      )
    ).app;

  it("lists the home page, CMS pages, institutions and published cards (newest first) with their dates", async () => {
    const res = await (await webServer()).inject({ url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=600");
    const xml = res.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    expect(locs(xml)).toEqual([
      "https://keen.example/",
      "https://keen.example/about",
      "https://keen.example/a%26b%3Cc%3E",
      `https://keen.example/institution/${ids.institution}`,
      `https://keen.example/card/${ids.newer}`,
      `https://keen.example/card/${ids.older}`,
    ]);
    expect(xml).toContain(
      `<url><loc>https://keen.example/card/${ids.newer}</loc><lastmod>2026-10-01T12:00:00.000Z</lastmod></url>`,
    );
    expect(xml).toContain("<url><loc>https://keen.example/</loc></url>");
  });

  it("lists no cards when the library is members-only, whatever the API says", async () => {
    const xml = (await (await webServer({ VITE_LIBRARY_ACCESS: "members" })).inject({ url: "/sitemap.xml" }))
      .body;
    expect(locs(xml)).toContain(`https://keen.example/institution/${ids.institution}`);
    expect(locs(xml).some((loc) => loc?.includes("/card/"))).toBe(false);
  });

  it("answers 503 while the API has never answered", async () => {
    const app = (
      await buildWebServer({ API_URL: "http://127.0.0.1:9", LOG_LEVEL: "silent" }, fakeBuildWithHead())
    ).app;
    const res = await app.inject({ url: "/sitemap.xml" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("60");
  });

  it("escapes what it writes into the XML", () => {
    const xml = renderSitemap([{ path: "/x?a=1&b=<2>", lastModified: "2026-01-01" }], "https://keen.example");
    expect(xml).toContain("<loc>https://keen.example/x?a=1&amp;b=&lt;2&gt;</loc>");
  });

  it("holds at most 50,000 addresses", () => {
    const many = Array.from({ length: SITEMAP_MAX_URLS + 10 }, (_, i) => ({
      id: `card-${i}`,
      lastModified: "2026-01-01T00:00:00.000Z",
    }));
    expect(toSitemapEntries({ cards: many }, true)).toHaveLength(SITEMAP_MAX_URLS);
  });

  it("remembers the answer for a while, shares one request, and serves the last answer while the API fails", async () => {
    let calls = 0;
    let failing = false;
    const fakeFetch: typeof fetch = async () => {
      calls += 1;
      return failing ? new Response("boom", { status: 503 }) : Response.json(answer);
    };
    const load = createSitemapLoader({
      apiUrl: "http://api.test",
      includeCards: true,
      ttlMs: 20,
      fetch: fakeFetch,
    });
    const [first, second] = await Promise.all([load(), load()]);
    expect(calls).toBe(1);
    expect(second).toEqual(first);
    expect(first).toHaveLength(6);
    await new Promise((resolve) => setTimeout(resolve, 40));
    failing = true;
    expect(await load()).toEqual(first);
    expect(calls).toBe(2);
  });
});
