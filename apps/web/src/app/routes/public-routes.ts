import type { RouteObject } from "react-router";
import { contentRoute, externalRoute, redirectRoute } from "./route-helpers";

/** Informational pages of spec §2 (copy in `features/content/data`), plus the legal pages (decision 0003). */
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
  "keen-partners",
  "privacy",
  "site-terms",
  "platform-terms",
];

/** Routes anyone may visit (spec §2 "Public routes"). */
export const publicRoutes: RouteObject[] = [
  { path: "not-found", lazy: () => import("@/features/errors/routes/not-found") },
  { path: "institution/:id", lazy: () => import("@/features/explore/routes/institution") },
  ...publicContentPaths.map(contentRoute),
  externalRoute("intro-to-em"),
  externalRoute("community-hub"),
  externalRoute("contact-us"),
  externalRoute("feedback-rating"),
  redirectRoute("members", "/search", { types: "user" }),
];
