/**
 * The informational routes of spec §2 (plus the legal pages, decision 0003): each is a CMS page at
 * this slug, seeded on first start and edited by admins. The web app declares a route for each.
 */
export const CONTENT_PAGE_SLUGS = [
  "about",
  "mindset",
  "framework",
  "scholarship",
  "national-conference",
  "rising-stars",
  "keen-leadership-council",
  "keenzine",
  "faculty-development",
  "fellows",
  "crescendo",
  "get-involved",
  "emify",
  "assessment",
  "undergraduate-research",
  "ambassadors",
  "emerge",
  "distinguished-speakers",
  "comcats",
  "events",
  "faq",
  "emee",
  "privacy",
  "site-terms",
  "platform-terms",
] as const;
