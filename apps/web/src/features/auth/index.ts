/**
 * The auth feature's public pieces for the app and other features:
 * - `ProtectedRoute`: layout route element; renders <Outlet/> when signed in, else login redirect (spec §4).
 * - `AdminRoute`: layout route element under ProtectedRoute; non-admins get a "not allowed" page.
 * - `OnboardingRedirect`: render once inside the root layout; applies the onboarding redirect rule (spec §4).
 * - `authRoutes`: RouteObject[] for /auth/login, /auth/signup, /auth/callback, /auth/forgot-password, /auth/verify-email.
 * - `useCurrentUser()`: auth + member state for components.
 * - `useAuthActions()`: signIn / signUp / signOut.
 * - `ForbiddenScreen`: the "not allowed" page, for a page that checks a role itself (reviews).
 */
export { ForbiddenScreen } from "./components/forbidden-screen";
export { AdminRoute, OnboardingRedirect, ProtectedRoute } from "./components/guards";
export { useAuthActions, useCurrentUser } from "./hooks";
export { authRoutes } from "./routes";
