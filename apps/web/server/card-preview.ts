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

/** What a preview shows of a published card. */
export type CardPreview = { title: string; summary: string; imageUrl: string | null };

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

/** `GET /Card/{id}/Preview` (the API answers it only for published cards, 404 otherwise). */
type PreviewAnswer = { title?: unknown; summary?: unknown; coverImageUrl?: unknown };

function toPreview(card: PreviewAnswer, imageBase: string): CardPreview {
  const title = typeof card.title === "string" ? card.title.trim() : "";
  const summary = typeof card.summary === "string" ? card.summary.trim() : "";
  const cover = typeof card.coverImageUrl === "string" && card.coverImageUrl ? card.coverImageUrl : null;
  let imageUrl: string | null = null;
  if (cover) {
    try {
      imageUrl = new URL(cover, `${imageBase.replace(/\/+$/, "")}/`).toString();
    } catch {
      imageUrl = null;
    }
  }
  return { title: title || "Untitled card", summary, imageUrl };
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
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`)
    .join("\n    ");
}

/**
 * The app's index.html with a card's preview: its title and description in place of the site's,
 * the preview tags and a canonical link at the end of the head.
 */
export function injectPreview(html: string, preview: CardPreview, url: string): string {
  const title = `${escapeHtml(preview.title)} · ${SITE_NAME}`;
  const description = escapeHtml(preview.summary || `A teaching card on ${SITE_NAME}.`);
  const head = `${renderPreviewTags(preview, url)}\n    <link rel="canonical" href="${escapeHtml(url)}" />\n  `;
  let page = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`);
  page = page.replace(
    /<meta\s+name="description"[^>]*>/i,
    () => `<meta name="description" content="${description}" />`,
  );
  if (/<\/head>/i.test(page)) return page.replace(/<\/head>/i, () => `${head}</head>`);
  return page.replace(/<\/title>/i, () => `</title>\n    ${head}`);
}
