/** Classes of a top item of the main navigation (links and the Explore trigger). */
export const navItemClass =
  "inline-flex h-9 items-center gap-1 whitespace-nowrap rounded-lg px-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900";

/** A top link, marked while its page is shown (no class conflicts: plain joining, no merge at load). */
export const navLinkClass = `${navItemClass} aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800`;

/** `data-nav-key` (and Radix item value) of the Explore trigger. */
export const EXPLORE_KEY = "explore";
