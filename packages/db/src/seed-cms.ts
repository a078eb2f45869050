import { renderRichText } from "@keen/rich-text";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { cmsPages, partnerPage, type StoredRichText, type StoredRichTextNode } from "./schema";
import { communityPages } from "./seed-cms-pages/community-pages";
import { mindsetPages } from "./seed-cms-pages/mindset-pages";
import { partnerIntroCopy } from "./seed-cms-pages/partner-intro";
import { programPages } from "./seed-cms-pages/program-pages";
import type { SeedPageCopy } from "./seed-cms-pages/seed-page-copy";

/** The content pages of spec §2, seeded as active CMS pages. */
export const seedContentPages: readonly SeedPageCopy[] = [
  ...mindsetPages,
  ...programPages,
  ...communityPages,
];

const text = (value: string): StoredRichTextNode => ({ type: "text", text: value });
const paragraph = (...content: StoredRichTextNode[]): StoredRichTextNode => ({ type: "paragraph", content });
const heading = (level: number, value: string): StoredRichTextNode => ({
  type: "heading",
  attrs: { level },
  content: [text(value)],
});

/**
 * The TipTap (ProseMirror JSON) document of a page's copy: body paragraphs, then its questions
 * (a heading and an answer each), then the suggested next step as a link of its own.
 */
export function seedCopyToDocument(
  copy: Pick<SeedPageCopy, "body" | "questions" | "action">,
): StoredRichText {
  const content: StoredRichTextNode[] = copy.body.map((line) => paragraph(text(line)));
  if (copy.questions?.length) {
    content.push(heading(2, "Questions and answers"));
    for (const { question, answer } of copy.questions)
      content.push(heading(3, question), paragraph(text(answer)));
  }
  if (copy.action) {
    content.push(
      paragraph({
        type: "text",
        text: copy.action.label,
        marks: [{ type: "link", attrs: { href: copy.action.to } }],
      }),
    );
  }
  return { type: "doc", content };
}

/**
 * Inserts the content pages whose slug is missing (active) and the partner page introduction
 * when there is none; runs on every start, production included (this is product content). An
 * admin's edits are never overwritten. Only derived HTML is refreshed: a page whose content still
 * equals the seeded document gets its HTML re-rendered, so sanitiser improvements reach it.
 */
export async function seedCmsPages(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const copy of seedContentPages) {
      const content = seedCopyToDocument(copy);
      const contentHtml = renderRichText(content);
      const inserted = await tx
        .insert(cmsPages)
        .values({
          slug: copy.slug,
          title: copy.title,
          summary: copy.lead,
          content,
          contentHtml,
          isActive: true,
        })
        .onConflictDoNothing()
        .returning({ id: cmsPages.id });
      if (inserted.length > 0) continue;
      await tx
        .update(cmsPages)
        .set({ contentHtml, updatedAt: sql`${cmsPages.updatedAt}` })
        .where(
          and(
            eq(cmsPages.slug, copy.slug),
            sql`${cmsPages.content} = ${JSON.stringify(content)}::jsonb`,
            sql`${cmsPages.contentHtml} is distinct from ${contentHtml}`,
          ),
        );
    }
    const intro = seedCopyToDocument({
      ...partnerIntroCopy,
      body: [partnerIntroCopy.lead, ...partnerIntroCopy.body],
    });
    await tx
      .insert(partnerPage)
      .values({ id: 1, intro, introHtml: renderRichText(intro) })
      .onConflictDoNothing();
  });
}
