/**
 * The CMS feature's public piece: a CMS page by its slug, which the content routes render. Its
 * admin page (`/admin/cms`) is a lazy route.
 */
export { useCmsPageBySlug } from "./api/get-cms-page-by-slug";
