import type { RouteObject } from "react-router";
import { contentRoute, externalRoute, partnersRoute, redirectRoute } from "./route-helpers";

const cardView = () => import("@/features/cards/routes/card-view");
const cardSections = [
  "details",
  "educational-outcomes",
  "resources",
  "attributes",
  "authors",
  "recommended-content",
];
const messages = () => import("@/features/messages/routes/messages");
const unavailable = () => import("@/features/errors/routes/feature-unavailable");

/** Routes that need a signed-in member (spec §2 "Protected routes"), rendered under `ProtectedRoute`. */
export const protectedRoutes: RouteObject[] = [
  {
    path: "card",
    children: [
      { index: true, lazy: () => import("@/features/cards/routes/cards") },
      { path: "create", lazy: () => import("@/features/cards/routes/card-create") },
      { path: "edit/:id", lazy: () => import("@/features/cards/routes/card-edit") },
      { path: "my-cards", lazy: () => import("@/features/cards/routes/my-cards") },
      redirectRoute("search", "/search", { types: "card" }),
      { path: ":id", lazy: cardView },
      ...cardSections.map((section) => ({ path: `:id/${section}`, lazy: cardView })),
    ],
  },
  redirectRoute("members/search", "/search", { types: "user" }),
  { path: "members/me", lazy: () => import("@/features/members/routes/my-profile") },
  { path: "members/:id", lazy: () => import("@/features/members/routes/member-profile") },
  {
    path: "explore",
    children: [
      { index: true, lazy: () => import("@/features/explore/routes/explore") },
      contentRoute("mindset"),
      partnersRoute("keen-partners"),
      contentRoute("get-involved"),
      // The spec lists /explore/faculty-development both as an Explore child and as external; the
      // external list is the more specific statement, so it forwards like its siblings below.
      externalRoute("explore/faculty-development", "faculty-development"),
      externalRoute("explore/entrepreneurial-mindset", "entrepreneurial-mindset"),
      externalRoute("explore/resources", "resources"),
      externalRoute("explore/keen", "keen"),
    ],
  },
  { path: "search", lazy: () => import("@/features/search/routes/search") },
  { path: "notifications", lazy: () => import("@/features/notifications/routes/notifications") },
  // Issue 10: reviewers and admins (the route modules show others the 403 page).
  { path: "reviews", lazy: () => import("@/features/reviews/routes/reviews") },
  { path: "reviews/:cardId/:reviewId", lazy: () => import("@/features/reviews/routes/review") },
  { path: "messages", lazy: messages },
  { path: "messages/:chatRoomUuid", lazy: messages },
  {
    path: "settings",
    lazy: () => import("@/features/settings/routes/settings-layout"),
    children: [
      redirectRoute(undefined, "/settings/personal-information"),
      { path: "personal-information", lazy: () => import("@/features/settings/routes/personal-information") },
      { path: "login-and-security", lazy: () => import("@/features/settings/routes/login-and-security") },
      { path: "notifications", lazy: () => import("@/features/settings/routes/notifications") },
    ],
  },
  externalRoute("community"),
  externalRoute("materials-license-agreement"),
  externalRoute("contact"),
  externalRoute("faculty-workshops"),
  { path: "feedback", lazy: unavailable },
  { path: "report-problem", lazy: unavailable },
];
