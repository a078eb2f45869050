import { afterEach, describe, expect, it, vi } from "vitest";
import { externalLinkDefaults, externalLinkKeys, getExternalLink } from "./external-links";

function setRuntimeLinks(value: string | undefined) {
  window.__KEEN_CONFIG__ = value === undefined ? {} : { VITE_EXTERNAL_LINKS: value };
}

describe("external links", () => {
  afterEach(() => {
    delete window.__KEEN_CONFIG__;
    vi.restoreAllMocks();
  });

  it("has an https default for every external route of the spec", () => {
    expect(externalLinkKeys.sort()).toEqual(
      [
        "community",
        "community-hub",
        "contact",
        "contact-us",
        "explore/entrepreneurial-mindset",
        "explore/faculty-development",
        "explore/keen",
        "explore/resources",
        "faculty-workshops",
        "feedback-rating",
        "intro-to-em",
        "materials-license-agreement",
      ].sort(),
    );
    for (const key of externalLinkKeys) expect(getExternalLink(key).url).toMatch(/^https:\/\//);
  });

  it("uses a URL from the runtime configuration over the default", () => {
    setRuntimeLinks(JSON.stringify({ "contact-us": "https://forms.example.edu/contact" }));
    expect(getExternalLink("contact-us").url).toBe("https://forms.example.edu/contact");
    expect(getExternalLink("intro-to-em").url).toBe(externalLinkDefaults["intro-to-em"].url);
  });

  it("ignores overrides that are not http(s) URLs", () => {
    setRuntimeLinks(JSON.stringify({ "contact-us": "javascript:alert(1)", community: 42 }));
    expect(getExternalLink("contact-us").url).toBe(externalLinkDefaults["contact-us"].url);
    expect(getExternalLink("community").url).toBe(externalLinkDefaults.community.url);
  });

  it("warns and falls back to the defaults when the configuration is not a JSON object", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    setRuntimeLinks("not json");
    expect(getExternalLink("faculty-workshops").url).toBe(externalLinkDefaults["faculty-workshops"].url);
    expect(warn).toHaveBeenCalled();
  });
});
