import type { CmsPageCreateSchema, CmsPageUpdateSchema } from "@keen/contracts";
import { cmsPages, type Database, type Executor } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { findRichTextProblem, renderRichText } from "@keen/rich-text";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { AppError, notFound, validation } from "../../lib/errors";
import { findPgError, pgErrorCodes } from "../../lib/postgres";
import { recordAdminAction } from "../audit";
import { pruneCmsPageImages } from "./cms-page-images";

type CreateInput = z.infer<typeof CmsPageCreateSchema>;
type UpdateInput = z.infer<typeof CmsPageUpdateSchema>;
type Content = CreateInput["content"];

/** The document and its sanitised HTML; 400 on `content` when it does not fit the editor's schema. */
function renderContent(content: Content): { content: Content; contentHtml: string } {
  const problem = findRichTextProblem(content);
  if (problem) throw validation("content", `is not a valid rich-text document (${problem})`);
  return { content, contentHtml: renderRichText(content) };
}

/** Turns a taken slug (unique regardless of case) into 409 on `slug`. */
async function withSlugCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (findPgError(error)?.code === pgErrorCodes.uniqueViolation) {
      const why = "is already used by another page";
      throw new AppError(409, "conflict", `slug: ${why}`, [{ field: "slug", message: why }]);
    }
    throw error;
  }
}

/** Records a save that leaves the page public with new words (or public for the first time). */
async function recordPublish(
  tx: Executor,
  userId: string,
  page: { id: string; slug: string; title: string },
  wasActive: boolean,
): Promise<void> {
  await recordAdminAction(tx, {
    actorId: userId,
    action: "cms_page.published",
    targetType: "cms_page",
    targetId: page.id,
    targetLabel: `${page.title} (/${page.slug})`,
    details: { slug: page.slug, wasActive },
  });
}

/** `POST /CmsPage`: a new page, its HTML sanitised on the server; returns its id. */
export async function createCmsPage(db: Database, input: CreateInput, userId: string): Promise<string> {
  const rendered = renderContent(input.content);
  return withSlugCheck(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cmsPages)
        .values({ ...input, ...rendered, updatedBy: userId })
        .returning({
          id: cmsPages.id,
          slug: cmsPages.slug,
          title: cmsPages.title,
          isActive: cmsPages.isActive,
        });
      if (row!.isActive) await recordPublish(tx, userId, row!, false);
      return row!.id;
    }),
  );
}

/**
 * `PUT /CmsPage/{id}`: changes the given fields (404 when unknown), re-rendering changed content;
 * a save that makes the page public, or changes the words of a public one, is audited as a publish.
 * New content prunes the page's uploaded images it no longer shows (see `pruneCmsPageImages`);
 * their bytes go by `files.delete-blobs` once the save commits.
 */
export async function updateCmsPage(
  db: Database,
  jobs: JobSender,
  id: string,
  input: UpdateInput,
  userId: string,
): Promise<void> {
  const { content, ...fields } = input;
  const rendered = content ? renderContent(content) : {};
  await withSlugCheck(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({ isActive: cmsPages.isActive })
        .from(cmsPages)
        .where(eq(cmsPages.id, id))
        .for("update");
      if (!before) throw notFound("Page");
      const [page] = await tx
        .update(cmsPages)
        .set({ ...fields, ...rendered, updatedBy: userId })
        .where(eq(cmsPages.id, id))
        .returning({
          id: cmsPages.id,
          slug: cmsPages.slug,
          title: cmsPages.title,
          isActive: cmsPages.isActive,
        });
      if (content) await pruneCmsPageImages(tx, jobs, id, content);
      const isRepublished = content !== undefined || fields.title !== undefined;
      if (page!.isActive && (!before.isActive || isRepublished))
        await recordPublish(tx, userId, page!, before.isActive);
    }),
  );
}

/**
 * `DELETE /CmsPage/{id}` (404 when unknown), with the images uploaded into it (their bytes by
 * `files.delete-blobs` once the deletion commits).
 */
export async function deleteCmsPage(db: Database, jobs: JobSender, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [page] = await tx
      .select({ id: cmsPages.id })
      .from(cmsPages)
      .where(eq(cmsPages.id, id))
      .for("update");
    if (!page) throw notFound("Page");
    await pruneCmsPageImages(tx, jobs, id, null);
    await tx.delete(cmsPages).where(eq(cmsPages.id, id));
  });
}
