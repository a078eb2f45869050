import type { RouteObject } from "react-router";
import { contentRoute, externalRoute, partnersRoute, redirectRoute } from "./route-helpers";

/** Informational pages of spec §2, plus the legal pages (decision 0003): CMS pages at these slugs. */
export const publicContentPaths = [
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
];

/** Routes anyone may visit (spec §2 "Public routes"). */
export const publicRoutes: RouteObject[] = [
  { path: "not-found", lazy: () => import("@/features/errors/routes/not-found") },
  { path: "institution/:id", lazy: () => import("@/features/institutions/routes/institution") },
  partnersRoute("keen-partners"),
  ...publicContentPaths.map(contentRoute),
  externalRoute("intro-to-em"),
  externalRoute("community-hub"),
  externalRoute("contact-us"),
  externalRoute("feedback-rating"),
  redirectRoute("members", "/search", { types: "user" }),
];
