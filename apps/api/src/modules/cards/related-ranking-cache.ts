/**
 * Recent related-card rankings (card ids, best first) per process. Ranking scores every published
 * card, while the answer changes only when cards are published or edited, so a ranking is reused
 * for a minute (the web app's own staleness window). Callers still check each card's visibility
 * on every request, so an unpublished or deleted card never shows from a stale ranking.
 */
export class RankingCache {
  private readonly entries = new Map<string, { ids: string[]; expiresAt: number }>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): string[] | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.ids;
  }

  set(key: string, ids: string[]): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Maps keep insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { ids, expiresAt: this.now() + this.ttlMs });
  }
}
