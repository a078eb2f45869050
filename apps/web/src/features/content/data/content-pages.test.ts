import { describe, expect, it } from "vitest";
import { publicContentPaths } from "@/app/routes/public-routes";
import { footerLinks, megaMenuGroups, type NavLink } from "@/config/navigation";
import { contentPages, findContentPage } from "./content-pages";

describe("content pages", () => {
  it.each(publicContentPaths)("has a title, lead and introductory copy for /%s", (path) => {
    const page = findContentPage(`/${path}`);
    expect(page?.title).toBeTruthy();
    expect(page?.lead).toBeTruthy();
    expect(page?.body.length).toBeGreaterThan(0);
  });

  it("has no copy without a route", () => {
    expect(Object.keys(contentPages).sort()).toEqual([...publicContentPaths].sort());
  });

  it("covers every internal link of the mega-menu and the legal footer that is a content page", () => {
    const links: NavLink[] = [...megaMenuGroups.flatMap((group) => group.links), ...footerLinks.legal];
    const contentLinks = links.filter((link) => !link.external && link.to !== "/members");
    for (const link of contentLinks) expect(findContentPage(link.to), link.to).toBeDefined();
  });

  it("uses the spec's titles where it names them", () => {
    expect(findContentPage("/mindset")?.title).toBe("What is EM?");
    expect(findContentPage("/faculty-development")?.title).toBe("Workshops");
    expect(findContentPage("/get-involved")?.title).toBe("All Initiatives");
    expect(findContentPage("/emify")?.title).toBe("First Year");
    expect(findContentPage("/ambassadors")?.title).toBe("Professional Societies");
    expect(findContentPage("/emerge")?.title).toBe("Start A New Program");
    expect(findContentPage("/comcats")?.title).toBe("Community Catalysts");
  });

  it("finds the same copy under /explore", () => {
    expect(findContentPage("/explore/mindset")).toBe(contentPages.mindset);
    expect(findContentPage("/nope")).toBeUndefined();
  });
});
