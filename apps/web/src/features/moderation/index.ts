/**
 * The moderation feature: `/admin/moderation` (decision 0042). No other feature uses its pieces, so
 * it exports none; the router imports its route module lazily by path.
 */
export {};
