import { CONTENT_PAGE_SLUGS } from "@keen/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cmsPages, partnerPage } from "./schema";
import { seedDatabase } from "./seed";
import { seedCmsPages, seedContentPages } from "./seed-cms";
import { useTestDatabase } from "./test-database";

const { db } = await useTestDatabase();

describe("seedCmsPages", () => {
  it("seeds every content route of spec §2 as an active page with sanitised HTML, in production too", async () => {
    await seedDatabase(db, { isProduction: true });
    const pages = await db.select().from(cmsPages);
    expect(pages.map((page) => page.slug).sort()).toEqual([...CONTENT_PAGE_SLUGS].sort());
    expect(seedContentPages).toHaveLength(CONTENT_PAGE_SLUGS.length);
    for (const page of pages) {
      expect(page.isActive, page.slug).toBe(true);
      expect(page.content.type).toBe("doc");
      expect(page.contentHtml, page.slug).toMatch(/^<p>/);
      expect(page.summary, page.slug).toBeTruthy();
    }
    const mindset = pages.find((page) => page.slug === "mindset");
    expect(mindset?.title).toBe("What is EM?");
    const faq = pages.find((page) => page.slug === "faq");
    expect(faq?.contentHtml).toContain("<h3>Who can create a card?</h3>");
    const [partners] = await db.select().from(partnerPage);
    expect(partners?.introHtml).toContain("Kern Entrepreneurial Engineering Network");
  });

  it("never overwrites an edited page or partner introduction, and restores only missing slugs", async () => {
    await seedCmsPages(db);
    const edited = {
      type: "doc" as const,
      content: [{ type: "paragraph", content: [{ type: "text", text: "Ours" }] }],
    };
    await db
      .update(cmsPages)
      .set({ title: "About us", content: edited, contentHtml: "<p>Ours</p>", isActive: false })
      .where(eq(cmsPages.slug, "about"));
    await db.update(partnerPage).set({ intro: edited, introHtml: "<p>Ours</p>" });
    await db.delete(cmsPages).where(eq(cmsPages.slug, "faq"));

    await seedCmsPages(db);

    const [about] = await db.select().from(cmsPages).where(eq(cmsPages.slug, "about"));
    expect(about).toMatchObject({
      title: "About us",
      content: edited,
      contentHtml: "<p>Ours</p>",
      isActive: false,
    });
    const [partners] = await db.select().from(partnerPage);
    expect(partners?.introHtml).toBe("<p>Ours</p>");
    const [faq] = await db.select().from(cmsPages).where(eq(cmsPages.slug, "faq"));
    expect(faq?.isActive).toBe(true);
    expect(await db.select().from(cmsPages)).toHaveLength(CONTENT_PAGE_SLUGS.length);
  });

  it("refreshes only the derived HTML of a page whose content is still the seeded one", async () => {
    await seedCmsPages(db);
    const [before] = await db.select().from(cmsPages).where(eq(cmsPages.slug, "framework"));
    await db.update(cmsPages).set({ contentHtml: "<p>stale</p>" }).where(eq(cmsPages.slug, "framework"));
    await seedCmsPages(db);
    const [after] = await db.select().from(cmsPages).where(eq(cmsPages.slug, "framework"));
    expect(after?.contentHtml).toBe(before?.contentHtml);
  });
});
