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

/**
 * The library (issue 25 §2): published cards, search, explore and member profiles, rendered under
 * `LibraryRoute`. Visitors read them when `VITE_LIBRARY_ACCESS=public` (the default); with
 * `members` they sit behind sign-in like the protected routes. The member-only pages beside them
 * (`/card/create`, `/card/edit/:id`, `/card/my-cards`, `/members/me`) are in `protected-routes.ts`;
 * their static paths outrank `:id` wherever they sit in the table.
 */
export const libraryRoutes: RouteObject[] = [
  {
    path: "card",
    children: [
      { index: true, lazy: () => import("@/features/cards/routes/cards") },
      redirectRoute("search", "/search", { types: "card" }),
      { path: ":id", lazy: cardView },
      ...cardSections.map((section) => ({ path: `:id/${section}`, lazy: cardView })),
    ],
  },
  redirectRoute("members/search", "/search", { types: "user" }),
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
];
