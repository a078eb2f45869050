import { cmsPages, type Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { eq } from "drizzle-orm";
import { pruneCmsPageImages } from "./cms-page-images";

/**
 * The `files.prune-cms-page-images` job: deletes the page's images its saved content does not
 * show and that are past the grace period, as a save would, with the page row locked as a save
 * locks it. Nothing to do when the page is gone (its images went with it).
 */
export async function pruneSavedPageImages(db: Database, jobs: JobSender, pageId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [page] = await tx
      .select({ content: cmsPages.content })
      .from(cmsPages)
      .where(eq(cmsPages.id, pageId))
      .for("no key update");
    return page ? pruneCmsPageImages(tx, jobs, pageId, page.content) : 0;
  });
}
