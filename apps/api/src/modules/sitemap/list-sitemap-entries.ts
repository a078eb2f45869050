import type { Sitemap } from "@keen/contracts";
import { cards, cardVersions, cmsPages, type Database, institutions, publicCards } from "@keen/db";
import { sql } from "drizzle-orm";

/** A sitemap holds at most 50,000 addresses (sitemaps.org); the newest cards come first. */
export const SITEMAP_MAX_URLS = 50_000;

type Row = { kind: "card" | "institution" | "page"; key: string; last_modified: Date | string };

/**
 * The pages `/sitemap.xml` lists, in one query: published cards by their last publication (none
 * when `includeCards` is false: a members-only library), institutions and active CMS pages by
 * their last change.
 */
export async function listSitemapEntries(db: Database, { includeCards }: { includeCards: boolean }) {
  const branches = [
    sql`(select 'institution' as kind, ${institutions.id}::text as key, ${institutions.updatedAt} as last_modified
      from ${institutions} order by ${institutions.name} limit ${SITEMAP_MAX_URLS})`,
    sql`(select 'page', ${cmsPages.slug}::text, ${cmsPages.updatedAt} from ${cmsPages}
      where ${cmsPages.isActive} order by ${cmsPages.slug} limit ${SITEMAP_MAX_URLS})`,
  ];
  if (includeCards) {
    branches.push(sql`(select 'card', ${cards.id}::text, ${cardVersions.publishedAt}
      from ${cards} join ${cardVersions} on ${cardVersions.id} = ${cards.publishedVersionId}
      where ${publicCards} order by ${cardVersions.publishedAt} desc limit ${SITEMAP_MAX_URLS})`);
  }
  const { rows } = await db.execute<Row>(sql.join(branches, sql` union all `));
  const sitemap: Sitemap = { cards: [], institutions: [], pages: [] };
  for (const row of rows) {
    const lastModified = new Date(row.last_modified).toISOString();
    if (row.kind === "card") sitemap.cards.push({ id: row.key, lastModified });
    else if (row.kind === "institution") sitemap.institutions.push({ id: row.key, lastModified });
    else sitemap.pages.push({ slug: row.key, lastModified });
  }
  return sitemap;
}
