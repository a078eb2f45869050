/**
 * The explore feature: the Explore page (`/explore`). No other feature uses its pieces, so it
 * exports none; the router imports its route module lazily by path.
 */
export {};
