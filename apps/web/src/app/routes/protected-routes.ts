import type { RouteObject } from "react-router";
import { externalRoute, redirectRoute } from "./route-helpers";

const messages = () => import("@/features/messages/routes/messages");
const unavailable = () => import("@/features/errors/routes/feature-unavailable");

/**
 * Routes that need a signed-in member (spec §2 "Protected routes"), rendered under `ProtectedRoute`:
 * writing cards, one's own profile, messages, notifications, reviews and settings. The library's
 * reading pages are in `library-routes.ts`.
 */
export const protectedRoutes: RouteObject[] = [
  {
    path: "card",
    children: [
      { path: "create", lazy: () => import("@/features/cards/routes/card-create") },
      { path: "edit/:id", lazy: () => import("@/features/cards/routes/card-edit") },
      { path: "my-cards", lazy: () => import("@/features/cards/routes/my-cards") },
    ],
  },
  { path: "members/me", lazy: () => import("@/features/members/routes/my-profile") },
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
