/** Public surface of the CMS api (the content routes render pages through it). */

export { cmsKeys } from "./cms-keys";
export { cmsPageBySlugQueryOptions, getCmsPageBySlug, useCmsPageBySlug } from "./get-cms-page-by-slug";
