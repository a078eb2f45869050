import { CMS_SLUG_MAX_LENGTH, CMS_SLUG_PATTERN } from "@keen/contracts";
import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

describe("slugify", () => {
  it("suggests a valid slug from a title", () => {
    expect(slugify("Teaching Tips & Tricks")).toBe("teaching-tips-tricks");
    expect(slugify("  Éléments de génie  ")).toBe("elements-de-genie");
    expect(slugify("EMEE 2026: What's new?")).toBe("emee-2026-what-s-new");
    expect(slugify("!!!")).toBe("");
  });

  it("cuts long titles at a word boundary within the limit", () => {
    const slug = slugify("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(CMS_SLUG_MAX_LENGTH);
    expect(slug).toMatch(CMS_SLUG_PATTERN);
    expect(slug.endsWith("-")).toBe(false);
  });
});
