import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CardPreview } from "./card-preview";
import { cardLearningResource, renderCardStructuredData } from "./card-structured-data";
import { buildWebServer } from "./server";
import { fakeBuildWithHead, startFakeApi } from "./testing/fake-api";

const cardId = "11111111-1111-4111-8111-111111111111";
const url = `https://keen.example/card/${cardId}`;
const hostileTitle = '</script><script>alert("x")</script><!-- & Bridges';

const preview: CardPreview = {
  title: "Bridges",
  summary: "Teams design a bridge in two hours.",
  imageUrl: "https://api.keen.example/Files/cover-1",
  authors: ["Ada Lovelace", "Guest Author"],
  license: "cc-by-4.0",
  courseLevel: "second-year",
  disciplines: ["Civil Engineering"],
  tags: ["statics", "Civil Engineering"],
  firstPublishedAt: "2026-09-01T12:00:00.000Z",
  publishedAt: "2026-10-01T12:00:00.000Z",
  ratingAverage: 4.3,
  ratingCount: 3,
};

/** The JSON-LD scripts of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ""),
  );
}

describe("a card's LearningResource", () => {
  it("names the authors, license, level, disciplines, dates and rating", () => {
    expect(cardLearningResource(preview, url)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LearningResource",
      name: "Bridges",
      description: "Teams design a bridge in two hours.",
      url,
      image: "https://api.keen.example/Files/cover-1",
      author: [
        { "@type": "Person", name: "Ada Lovelace" },
        { "@type": "Person", name: "Guest Author" },
      ],
      license: "https://creativecommons.org/licenses/by/4.0/",
      educationalLevel: "Second year",
      about: [{ "@type": "Thing", name: "Civil Engineering" }],
      keywords: "Civil Engineering, statics",
      datePublished: "2026-09-01T12:00:00.000Z",
      dateModified: "2026-10-01T12:00:00.000Z",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.3, ratingCount: 3, bestRating: 5 },
      inLanguage: "en",
      isAccessibleForFree: true,
      publisher: { "@type": "Organization", name: "KEEN" },
    });
  });

  it("leaves out the rating without ratings, and what the card does not say", () => {
    const plain = cardLearningResource(
      { ...preview, ratingAverage: null, ratingCount: 0, courseLevel: null, disciplines: [], tags: [] },
      url,
    );
    const json = JSON.parse(JSON.stringify(plain));
    expect(json).not.toHaveProperty("aggregateRating");
    expect(json).not.toHaveProperty("educationalLevel");
    expect(json).not.toHaveProperty("about");
    expect(json).not.toHaveProperty("keywords");
  });

  it("names a license without a deed by its label", () => {
    expect(cardLearningResource({ ...preview, license: "all-rights-reserved" }, url).license).toBe(
      "All rights reserved",
    );
  });

  it("cannot be broken out of by a hostile title, and parses back to the title", () => {
    const html = renderCardStructuredData({ ...preview, title: hostileTitle, authors: ["</script>"] }, url);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain("<!--");
    const [data] = jsonLdOf(html);
    expect(data?.name).toBe(hostileTitle);
    expect(data?.author).toEqual([{ "@type": "Person", name: "</script>" }]);
  });
});

describe("a published card's page for search engines", () => {
  let api: Awaited<ReturnType<typeof startFakeApi>>;
  beforeAll(async () => {
    api = await startFakeApi((req) =>
      req.url === `/Card/${cardId}/Preview`
        ? {
            status: 200,
            body: {
              id: cardId,
              title: hostileTitle,
              summary: 'Build & test "beams".',
              coverImageUrl: null,
              versionNumber: 2,
              publishedAt: "2026-10-01T12:00:00.000Z",
              firstPublishedAt: "2026-09-01T12:00:00.000Z",
              authors: ["Ada Lovelace"],
              license: "cc0-1.0",
              courseLevel: "graduate",
              disciplines: ["Mechanical Engineering"],
              tags: ["design"],
              ratingAverage: 5,
              ratingCount: 1,
            },
          }
        : undefined,
    );
  });
  afterAll(() => api.close());

  const page = async (env: Record<string, string> = {}) => {
    const { app } = await buildWebServer(
      { API_URL: api.url, VITE_APP_URL: "https://keen.example", LOG_LEVEL: "silent", ...env },
      fakeBuildWithHead(),
    );
    return (await app.inject({ url: `/card/${cardId}` })).body;
  };

  it("carries the title, description, canonical address, Open Graph and JSON-LD in its head, escaped", async () => {
    const html = await page();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(
      "<title>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;!-- &amp; Bridges · KEEN Cards</title>",
    );
    expect(head).toContain('<meta name="description" content="Build &amp; test &quot;beams&quot;." />');
    expect(head).toContain(`<link rel="canonical" href="${url}" />`);
    expect(head).toContain('<meta property="og:type" content="article" />');
    expect(head).toContain(`<meta property="og:url" content="${url}" />`);
    expect(head).toContain('<meta property="article:published_time" content="2026-09-01T12:00:00.000Z" />');
    expect(head).not.toContain('<script>alert("x")');
    const [data, ...more] = jsonLdOf(head);
    expect(more).toEqual([]);
    expect(data).toMatchObject({
      "@type": "LearningResource",
      name: hostileTitle,
      url,
      author: [{ "@type": "Person", name: "Ada Lovelace" }],
      license: "https://creativecommons.org/publicdomain/zero/1.0/",
      educationalLevel: "Graduate",
      keywords: "Mechanical Engineering, design",
      aggregateRating: { ratingValue: 5, ratingCount: 1 },
    });
  });

  it("has its link preview but no JSON-LD when the library is members-only", async () => {
    const html = await page({ VITE_LIBRARY_ACCESS: "members" });
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).not.toContain("application/ld+json");
  });
});
