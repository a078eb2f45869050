/**
 * The errors feature: the not-found and feature-unavailable pages. No other feature uses its
 * pieces, so it exports none; the router imports its route modules lazily by path.
 */
export {};
