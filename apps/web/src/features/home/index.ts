/**
 * The home feature: the landing page for visitors and the dashboard for members (`/`). No other
 * feature uses its pieces, so it exports none; the router imports its route module lazily by path.
 */
export {};
