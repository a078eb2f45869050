import { z } from "zod";

/** Longest accepted page slug. */
export const CMS_SLUG_MAX_LENGTH = 80;

/** Lower-case words of letters and digits joined by single hyphens: `teaching-tips`. */
export const CMS_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * First path segments the web app or the API already own, so a CMS page may never take them
 * (the content pages of spec §2 are CMS pages themselves and are not listed).
 */
export const RESERVED_CMS_SLUGS: readonly string[] = [
  "admin",
  "api",
  "assets",
  "auth",
  "callback",
  "card",
  "cards",
  "cmspage",
  "community",
  "community-hub",
  "config.js",
  "contact",
  "contact-us",
  "docs",
  "explore",
  "faculty-workshops",
  "favicon.ico",
  "feedback",
  "feedback-rating",
  "file",
  "health",
  "home",
  "index",
  "institution",
  "institutions",
  "intro-to-em",
  "keen-partners",
  "login",
  "logout",
  "lookup",
  "materials-license-agreement",
  "members",
  "messages",
  "not-found",
  "notifications",
  "onboarding",
  "openapi.json",
  "partners",
  "ready",
  "report-problem",
  "robots.txt",
  "search",
  "settings",
  "signup",
  "sitemap.xml",
  "static",
  "user",
];

/** True when the slug (any case) is a route the app owns. */
export function isReservedCmsSlug(slug: string): boolean {
  return RESERVED_CMS_SLUGS.includes(slug.trim().toLowerCase());
}

/**
 * A page slug as written by admins: trimmed and lower-cased (slugs are case-insensitive), then
 * checked for format, length and the reserved routes.
 */
export const CmsSlugSchema = z
  .string({ message: "is required" })
  .trim()
  .toLowerCase()
  // One reason at a time: the first rule broken is the one reported.
  .min(1, { message: "is required", abort: true })
  .max(CMS_SLUG_MAX_LENGTH, { message: `must be at most ${CMS_SLUG_MAX_LENGTH} characters`, abort: true })
  .regex(CMS_SLUG_PATTERN, {
    message: "must be lower-case letters and digits separated by single hyphens",
    abort: true,
  })
  .refine((slug) => !isReservedCmsSlug(slug), "is a route the app already uses; choose another");
