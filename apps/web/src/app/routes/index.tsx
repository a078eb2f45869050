import type { RouteObject } from "react-router";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { AdminRoute, authRoutes, LibraryRoute, ProtectedRoute } from "@/features/auth";
import { onboardingRoute } from "@/features/onboarding";
import { isLibraryPublic } from "@/lib/env";
import { RootLayout } from "../layout/root-layout";
import { adminRoutes } from "./admin-routes";
import { libraryRoutes } from "./library-routes";
import { protectedRoutes } from "./protected-routes";
import { publicRoutes } from "./public-routes";
import { cmsSlugRoute, withErrorBoundaries } from "./route-helpers";
import { skipForVisitors } from "./skip-for-visitors";

const notFound = () => import("@/features/errors/routes/not-found");

/** The whole route table of spec §2; every page is lazy and every route has an error screen. */
export const routes: RouteObject[] = withErrorBoundaries([
  {
    path: "/",
    Component: RootLayout,
    HydrateFallback: FullScreenSpinner,
    children: [
      { index: true, lazy: () => import("@/features/home/routes/home") },
      ...authRoutes,
      onboardingRoute,
      ...publicRoutes,
      // Open to visitors unless the deployment keeps the library members-only (issue 25 §2).
      { Component: LibraryRoute, children: skipForVisitors(libraryRoutes, isLibraryPublic) },
      {
        Component: ProtectedRoute,
        children: skipForVisitors([
          ...protectedRoutes,
          { path: "admin", Component: AdminRoute, children: adminRoutes },
        ]),
      },
      // Any other single segment may be an active CMS page; the page shows not-found otherwise.
      cmsSlugRoute(),
      { path: "*", lazy: notFound },
    ],
  },
]);
