import type { CmsActivePage, CmsPageList, CmsPageListQuery } from "@keen/contracts";
import { CMS_SLUG_MAX_LENGTH, CMS_SLUG_PATTERN } from "@keen/contracts";
import { cmsPages, type Database, users } from "@keen/db";
import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import { cmsListColumns, presentCmsListItem } from "./cms.presenter";

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `GET /CmsPage` (admins): every page, active or not, by title, filtered by text and state. */
export async function listCmsPages(db: Database, query: CmsPageListQuery): Promise<CmsPageList> {
  const where = and(
    query.q
      ? or(ilike(cmsPages.title, likePattern(query.q)), ilike(cmsPages.slug, likePattern(query.q)))
      : undefined,
    query.status ? eq(cmsPages.isActive, query.status === "active") : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(cmsListColumns)
      .from(cmsPages)
      .leftJoin(users, eq(users.id, cmsPages.updatedBy))
      .where(where)
      .orderBy(asc(cmsPages.title), asc(cmsPages.slug))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(cmsPages).where(where),
  ]);
  return {
    items: rows.map(presentCmsListItem),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** `GET /CmsPage/active` (everyone): the active pages' slugs and titles, by title, for menus. */
export async function listActiveCmsPages(db: Database): Promise<CmsActivePage[]> {
  return db
    .select({ slug: sql<string>`${cmsPages.slug}::text`, title: cmsPages.title, summary: cmsPages.summary })
    .from(cmsPages)
    .where(eq(cmsPages.isActive, true))
    .orderBy(asc(cmsPages.title));
}

/**
 * The id of the active page at `slug` (any case), or null: inactive pages, and slugs that could
 * never exist, are simply not found.
 */
export async function findActiveCmsPageId(db: Database, slug: string): Promise<string | null> {
  const normalised = slug.trim().toLowerCase();
  if (normalised.length > CMS_SLUG_MAX_LENGTH || !CMS_SLUG_PATTERN.test(normalised)) return null;
  const [row] = await db
    .select({ id: cmsPages.id })
    .from(cmsPages)
    .where(and(eq(cmsPages.slug, normalised), eq(cmsPages.isActive, true)));
  return row?.id ?? null;
}
