import { CMS_SLUG_MAX_LENGTH } from "@keen/contracts";

/**
 * A page slug suggested from a title: accents dropped, lower case, words joined by single hyphens
 * ("Teaching Tips & Tricks" → "teaching-tips-tricks"), cut at a word boundary within the limit.
 */
export function slugify(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > CMS_SLUG_MAX_LENGTH) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, CMS_SLUG_MAX_LENGTH) || "";
}
