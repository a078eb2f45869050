/**
 * The audit-log feature: `/admin/audit-log`. No other feature uses its pieces, so it exports none;
 * the router imports its route module lazily by path.
 */
export {};
