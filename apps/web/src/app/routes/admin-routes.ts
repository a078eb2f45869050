import type { RouteObject } from "react-router";

/** Children of `/admin` (spec §2 "Admin routes"), rendered under `ProtectedRoute` > `AdminRoute`. */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: () => import("@/features/admin/routes/admin-portal") },
  { path: "cms", lazy: () => import("@/features/cms/routes/admin-cms") },
  { path: "institutions", lazy: () => import("@/features/institutions/routes/admin-institutions") },
  {
    path: "institutions/create",
    lazy: () => import("@/features/institutions/routes/admin-institution-create"),
  },
  {
    path: "institutions/:id/edit",
    lazy: () => import("@/features/institutions/routes/admin-institution-edit"),
  },
  { path: "members", lazy: () => import("@/features/admin-members/routes/admin-members") },
  { path: "users", lazy: () => import("@/features/admin-members/routes/admin-members") },
  { path: "audit-log", lazy: () => import("@/features/audit-log/routes/admin-audit-log") },
  { path: "moderation", lazy: () => import("@/features/moderation/routes/admin-moderation") },
  { path: "rubric", lazy: () => import("@/features/reviews/routes/admin-rubric") },
  { path: "jobs", lazy: () => import("@/features/admin/routes/admin-jobs") },
  {
    path: "keen-partners-editor",
    lazy: () => import("@/features/partners/routes/admin-keen-partners-editor"),
  },
];
