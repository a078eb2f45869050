/** What a share needs to know about the card. */
export type ShareTarget = {
  cardId: string;
  title: string;
  summary: string;
};

/** The address of a card on this site, or of one published version (`?version=N`). */
export function cardShareUrl(cardId: string, version?: number, origin = window.location.origin): string {
  const url = new URL(`/card/${encodeURIComponent(cardId)}`, origin);
  if (version) url.searchParams.set("version", String(version));
  return url.toString();
}

/** A `mailto:` link with the card's title as the subject and its summary and address as the text. */
export function emailShareHref(target: ShareTarget, url: string): string {
  const subject = `KEEN card: ${target.title}`;
  const body = [target.summary, url].filter(Boolean).join("\n\n");
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** LinkedIn's share page for an address (it reads the title and cover from the page's Open Graph tags). */
export function linkedInShareHref(url: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
}

/** X's compose page with the card's title and address. */
export function xShareHref(target: ShareTarget, url: string): string {
  const params = new URLSearchParams({ text: target.title, url });
  return `https://x.com/intent/post?${params.toString()}`;
}
