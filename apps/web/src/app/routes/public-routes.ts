import { CONTENT_PAGE_SLUGS } from "@keen/contracts";
import type { RouteObject } from "react-router";
import { contentRoute, externalRoute, partnersRoute, redirectRoute } from "./route-helpers";

/** Routes anyone may visit (spec §2 "Public routes"). */
export const publicRoutes: RouteObject[] = [
  { path: "not-found", lazy: () => import("@/features/errors/routes/not-found") },
  { path: "institution/:id", lazy: () => import("@/features/institutions/routes/institution") },
  partnersRoute("keen-partners"),
  { path: "unsubscribe", lazy: () => import("@/features/notifications/routes/unsubscribe") },
  ...CONTENT_PAGE_SLUGS.map(contentRoute),
  externalRoute("intro-to-em"),
  externalRoute("community-hub"),
  externalRoute("contact-us"),
  externalRoute("feedback-rating"),
  redirectRoute("members", "/search", { types: "user" }),
];
