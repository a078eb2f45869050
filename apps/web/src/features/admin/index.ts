/**
 * The admin feature: the admin portal page (`/admin`). No other feature uses its pieces, so it
 * exports none; the router imports its route module lazily by path.
 */
export {};
