/** Filters of the admin page list (`GET /CmsPage`). */
export type CmsPageListFilters = {
  q?: string;
  status?: "active" | "inactive";
  page?: number;
  pageSize?: number;
};

/**
 * Cache keys of CMS pages, all under `['cms']`, so any admin change can refresh every view of the
 * pages (the admin list, a page being edited, and the public page at its slug) at once.
 */
export const cmsKeys = {
  all: ["cms"] as const,
  lists: () => [...cmsKeys.all, "list"] as const,
  list: (filters: CmsPageListFilters = {}) => [...cmsKeys.lists(), filters] as const,
  active: () => [...cmsKeys.all, "active"] as const,
  page: (id: string) => [...cmsKeys.all, "page", id] as const,
  images: (id: string) => [...cmsKeys.page(id), "images"] as const,
  bySlug: (slug: string) => [...cmsKeys.all, "slug", slug] as const,
};
