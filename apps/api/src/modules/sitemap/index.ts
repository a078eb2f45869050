/** The sitemap module's face: what the app uses of it. */
export { sitemapRoutes } from "./sitemap.routes";
