import { z } from "zod";

const dateTime = z.iso.datetime({ offset: true });

/**
 * `GET /Sitemap` (everyone): what the web server's `/sitemap.xml` lists, with the date each page
 * last changed. Published cards (last published) are left out when the library is members-only;
 * institutions and active CMS pages are public pages either way.
 */
export const SitemapSchema = z.object({
  cards: z.array(z.object({ id: z.uuid(), lastModified: dateTime })),
  institutions: z.array(z.object({ id: z.uuid(), lastModified: dateTime })),
  pages: z.array(z.object({ slug: z.string(), lastModified: dateTime })),
});
export type Sitemap = z.infer<typeof SitemapSchema>;
