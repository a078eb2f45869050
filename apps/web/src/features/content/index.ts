/**
 * The content feature: the CMS-backed content pages, the KEEN partners page and the forwards to
 * external sites. No other feature uses its pieces, so it exports none; the router imports its
 * route modules lazily by path.
 */
export {};
