import type { CmsPage, CmsPageListItem } from "@keen/contracts";
import { cmsPages, type Database, users } from "@keen/db";
import { sanitizeRichTextHtml } from "@keen/rich-text";
import { eq, sql } from "drizzle-orm";
import { type BlobUrl, unsignedBlobUrl } from "../../lib/file-url";
import type { Actor } from "../../lib/policy";
import { cmsAbilities } from "./cms.policy";
import { blobIdOfImageSrc } from "./cms-image-refs";
import { listCmsPageImages } from "./cms-page-images";

type Executor = Pick<Database, "select">;

/** The columns of a page list row, with the name of who last saved it. */
export const cmsListColumns = {
  id: cmsPages.id,
  slug: sql<string>`${cmsPages.slug}::text`,
  title: cmsPages.title,
  summary: cmsPages.summary,
  isActive: cmsPages.isActive,
  createdAt: cmsPages.createdAt,
  updatedAt: cmsPages.updatedAt,
  editorId: users.id,
  editorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
};

type ListRow = {
  id: string;
  slug: string;
  title: string;
  summary: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
  editorId: string | null;
  editorName: string | null;
};

/** A page in the admin list. */
export function presentCmsListItem(row: ListRow): CmsPageListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.editorId ? { userId: row.editorId, name: row.editorName ?? "A former member" } : null,
  };
}

/** A whole page (content and sanitised HTML), loaded by id; null when there is none. */
export async function presentCmsPage(
  db: Executor,
  id: string,
  actor: Actor,
  blobUrl: BlobUrl,
): Promise<CmsPage | null> {
  const [row] = await db
    .select({ ...cmsListColumns, content: cmsPages.content, contentHtml: cmsPages.contentHtml })
    .from(cmsPages)
    .leftJoin(users, eq(users.id, cmsPages.updatedBy))
    .where(eq(cmsPages.id, id));
  if (!row) return null;
  return {
    ...presentCmsListItem(row),
    content: row.content,
    contentHtml: await resolveImageSources(db, { ...row, id }, blobUrl),
    abilities: cmsAbilities(actor),
  };
}

/**
 * The page's HTML with its uploaded images' `/File/{blobId}/Content` paths made loadable from the
 * web app: plain URLs on active pages (anyone may read those images), signed ones on inactive pages
 * (only admins get those). Other `/File/…` sources are left alone (and so do not load).
 */
async function resolveImageSources(
  db: Executor,
  page: { id: string; contentHtml: string; isActive: boolean },
  blobUrl: BlobUrl,
): Promise<string> {
  if (!page.contentHtml.includes("/File/")) return page.contentHtml;
  const own = new Set(
    (await listCmsPageImages(db, page.id)).flatMap((image) => [
      image.blobId,
      image.previewBlobId,
      image.thumbnailBlobId,
    ]),
  );
  const toUrl = page.isActive ? unsignedBlobUrl(blobUrl) : blobUrl;
  return sanitizeRichTextHtml(page.contentHtml, {
    resolveImageSrc: (src) => {
      const blobId = blobIdOfImageSrc(src);
      return blobId && own.has(blobId) ? toUrl(blobId) : null;
    },
  });
}
