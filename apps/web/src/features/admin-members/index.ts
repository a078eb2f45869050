/**
 * The admin members feature: `/admin/members` (also `/admin/users`). No other feature uses its
 * pieces, so it exports none; the router imports its route module lazily by path.
 */
export {};
