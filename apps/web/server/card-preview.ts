/**
 * Link previews for card pages: what Open Graph and Twitter-card readers (chat apps, LinkedIn, X)
 * see when someone pastes a card's address. Only published cards get them, read anonymously from
 * the API's `GET /Card/{id}/Preview` with a short timeout and remembered for a little while.
 */
import { escapeHtml } from "@keen/server-kit/html";

// Re-exported for the card page's early-load code, which fills the prerendered title and summary.
export { escapeHtml };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SITE_NAME = "KEEN Cards";

/** What a preview and a search engine see of a published card (`GET /Card/{id}/Preview`). */
export type CardPreview = {
  title: string;
  summary: string;
  imageUrl: string | null;
  /** Authors' names, in order. */
  authors: string[];
  /** The license's id (`cc-by-4.0`, …), or null when the API did not say. */
  license: string | null;
  courseLevel: string | null;
  disciplines: string[];
  tags: string[];
  /** First publication and latest publication (ISO dates), or null. */
  firstPublishedAt: string | null;
  publishedAt: string | null;
  ratingAverage: number | null;
  ratingCount: number;
};

type LoaderOptions = {
  /** The API as this server reaches it. */
  apiUrl: string;
  /** The API's public address, to make a relative cover address absolute. */
  publicApiUrl?: string;
  timeoutMs?: number;
  ttlMs?: number;
  maxEntries?: number;
  fetch?: typeof fetch;
};

type Entry = { value: CardPreview | null; expiresAt: number };

/**
 * `GET /Card/{id}/Preview` (the API answers it only for published cards, 404 otherwise), read
 * field by field: an API a version behind or ahead still gives the page what it has.
 */
type PreviewAnswer = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const textOrNull = (value: unknown): string | null => text(value) || null;
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter((item) => item !== "") : [];
const count = (value: unknown): number =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : 0;

function toPreview(card: PreviewAnswer, imageBase: string): CardPreview {
  const title = text(card.title);
  const summary = text(card.summary);
  const cover = typeof card.coverImageUrl === "string" && card.coverImageUrl ? card.coverImageUrl : null;
  let imageUrl: string | null = null;
  if (cover) {
    try {
      imageUrl = new URL(cover, `${imageBase.replace(/\/+$/, "")}/`).toString();
    } catch {
      imageUrl = null;
    }
  }
  const ratingCount = count(card.ratingCount);
  const average = card.ratingAverage;
  return {
    title: title || "Untitled card",
    summary,
    imageUrl,
    authors: texts(card.authors),
    license: textOrNull(card.license),
    courseLevel: textOrNull(card.courseLevel),
    disciplines: texts(card.disciplines),
    tags: texts(card.tags),
    firstPublishedAt: textOrNull(card.firstPublishedAt) ?? textOrNull(card.publishedAt),
    publishedAt: textOrNull(card.publishedAt),
    ratingAverage:
      ratingCount > 0 && typeof average === "number" && Number.isFinite(average) ? average : null,
    ratingCount,
  };
}

/**
 * Loads the preview of a card by id: null for anything that is not a published card (drafts,
 * unknown or malformed ids) and for API failures. Answers are cached per id for `ttlMs` (failures
 * are not, so a brief outage does not hide previews for long); concurrent loads share one request.
 */
export function createCardPreviewLoader(options: LoaderOptions) {
  const { apiUrl, timeoutMs = 1500, ttlMs = 60_000, maxEntries = 500, fetch: doFetch = fetch } = options;
  const imageBase = options.publicApiUrl ?? apiUrl;
  const cache = new Map<string, Entry>();
  const pending = new Map<string, Promise<CardPreview | null>>();

  function remember(id: string, value: CardPreview | null) {
    cache.delete(id);
    cache.set(id, { value, expiresAt: Date.now() + ttlMs });
    // A Map keeps insertion order: the first key is the oldest entry.
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  }

  async function fetchPreview(id: string): Promise<CardPreview | null> {
    try {
      const res = await doFetch(new URL(`/Card/${id}/Preview`, apiUrl), {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status === 404 || res.status === 403 || res.status === 400 || res.status === 401) {
        remember(id, null);
        return null;
      }
      if (!res.ok) return null;
      const value = toPreview((await res.json()) as PreviewAnswer, imageBase);
      remember(id, value);
      return value;
    } catch {
      return null;
    }
  }

  return async function loadCardPreview(id: string): Promise<CardPreview | null> {
    if (!UUID.test(id)) return null;
    const key = id.toLowerCase();
    const hit = cache.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value;
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const promise = fetchPreview(key).finally(() => pending.delete(key));
    pending.set(key, promise);
    return promise;
  };
}

/** The Open Graph and Twitter-card tags of a card page at `url`. */
export function renderPreviewTags(preview: CardPreview, url: string): string {
  const description = preview.summary || `A teaching card on ${SITE_NAME}.`;
  const tags: Array<[attribute: "property" | "name", key: string, value: string]> = [
    ["property", "og:type", "article"],
    ["property", "og:site_name", SITE_NAME],
    ["property", "og:title", preview.title],
    ["property", "og:description", description],
    ["property", "og:url", url],
    ["name", "twitter:card", preview.imageUrl ? "summary_large_image" : "summary"],
    ["name", "twitter:title", preview.title],
    ["name", "twitter:description", description],
  ];
  if (preview.imageUrl) {
    tags.push(["property", "og:image", preview.imageUrl], ["name", "twitter:image", preview.imageUrl]);
  }
  if (preview.firstPublishedAt) tags.push(["property", "article:published_time", preview.firstPublishedAt]);
  if (preview.publishedAt) tags.push(["property", "article:modified_time", preview.publishedAt]);
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`)
    .join("\n    ");
}

/**
 * The app's index.html with a card's preview: its title and description in place of the site's,
 * the preview tags, a canonical link and `extraHead` (markup already safe, such as the card's
 * JSON-LD) at the end of the head.
 */
export function injectPreview(html: string, preview: CardPreview, url: string, extraHead = ""): string {
  const title = `${escapeHtml(preview.title)} · ${SITE_NAME}`;
  const description = escapeHtml(preview.summary || `A teaching card on ${SITE_NAME}.`);
  const canonical = `<link rel="canonical" href="${escapeHtml(url)}" />`;
  const head = `${[renderPreviewTags(preview, url), canonical, extraHead].filter(Boolean).join("\n    ")}\n  `;
  let page = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`);
  page = page.replace(
    /<meta\s+name="description"[^>]*>/i,
    () => `<meta name="description" content="${description}" />`,
  );
  if (/<\/head>/i.test(page)) return page.replace(/<\/head>/i, () => `${head}</head>`);
  return page.replace(/<\/title>/i, () => `</title>\n    ${head}`);
}
