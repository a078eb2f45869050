/**
 * `/sitemap.xml`: the public pages search engines should know (sitemaps.org), from the API's
 * anonymous `GET /Sitemap` (one query there), remembered for ten minutes: the home page, active CMS
 * pages, institutions and, when the library is open to visitors, published cards.
 */
import { escapeHtml } from "@keen/server-kit/html";

/** A sitemap holds at most 50,000 addresses. */
export const SITEMAP_MAX_URLS = 50_000;

/** One address of the sitemap and when its page last changed (ISO date). */
export type SitemapEntry = { path: string; lastModified?: string };

type LoaderOptions = {
  /** The API as this server reaches it. */
  apiUrl: string;
  /** False for a members-only library: cards are left out whatever the API says. */
  includeCards: boolean;
  timeoutMs?: number;
  ttlMs?: number;
  fetch?: typeof fetch;
};

type Dated = { lastModified?: unknown };
type SitemapAnswer = {
  cards?: (Dated & { id?: unknown })[];
  institutions?: (Dated & { id?: unknown })[];
  pages?: (Dated & { slug?: unknown })[];
};

const dateOf = (item: Dated) =>
  typeof item.lastModified === "string" && !Number.isNaN(Date.parse(item.lastModified))
    ? item.lastModified
    : undefined;

/** The answer's addresses, most stable first: home, CMS pages, institutions, then the newest cards. */
export function toSitemapEntries(answer: SitemapAnswer, includeCards: boolean): SitemapEntry[] {
  const entries: SitemapEntry[] = [{ path: "/" }];
  const add = (prefix: string, key: unknown, item: Dated) => {
    if (typeof key === "string" && key) {
      entries.push({ path: `${prefix}${encodeURIComponent(key)}`, lastModified: dateOf(item) });
    }
  };
  for (const page of answer.pages ?? []) add("/", page.slug, page);
  for (const institution of answer.institutions ?? []) add("/institution/", institution.id, institution);
  if (includeCards) {
    const cards = [...(answer.cards ?? [])].sort((a, b) =>
      String(b.lastModified ?? "").localeCompare(String(a.lastModified ?? "")),
    );
    for (const card of cards) add("/card/", card.id, card);
  }
  return entries.slice(0, SITEMAP_MAX_URLS);
}

/** The sitemap XML of `entries`, their paths made absolute on `origin`. */
export function renderSitemap(entries: SitemapEntry[], origin: string): string {
  const base = origin.replace(/\/+$/, "");
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${escapeHtml(lastModified)}</lastmod>` : "";
    return `  <url><loc>${escapeHtml(`${base}${path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * Loads the sitemap's entries: the API's answer, remembered for `ttlMs` (ten minutes), with
 * concurrent loads sharing one request. When the API fails, the last answer serves on; null when
 * there has never been one.
 */
export function createSitemapLoader(options: LoaderOptions) {
  const { apiUrl, includeCards, timeoutMs = 5000, ttlMs = 600_000, fetch: doFetch = fetch } = options;
  let cached: { entries: SitemapEntry[]; expiresAt: number } | null = null;
  let pending: Promise<SitemapEntry[] | null> | null = null;

  async function fetchEntries(): Promise<SitemapEntry[] | null> {
    try {
      const res = await doFetch(new URL("/Sitemap", apiUrl), {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) return cached?.entries ?? null;
      const entries = toSitemapEntries((await res.json()) as SitemapAnswer, includeCards);
      cached = { entries, expiresAt: Date.now() + ttlMs };
      return entries;
    } catch {
      return cached?.entries ?? null;
    }
  }

  return async function loadSitemapEntries(): Promise<SitemapEntry[] | null> {
    if (cached && cached.expiresAt > Date.now()) return cached.entries;
    pending ??= fetchEntries().finally(() => {
      pending = null;
    });
    return pending;
  };
}
