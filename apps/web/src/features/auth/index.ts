/**
 * The auth feature's public pieces for the app and other features:
 * - `ProtectedRoute`: layout route element; renders <Outlet/> when signed in, else login redirect (spec §4).
 * - `LibraryRoute`: layout route element for the library's reading pages; open to visitors unless the
 *   deployment keeps the library members-only (then it is `ProtectedRoute`).
 * - `AdminRoute`: layout route element under ProtectedRoute; non-admins get a "not allowed" page.
 * - `OnboardingRedirect`: render once inside the root layout; applies the onboarding redirect rule (spec §4).
 * - `authRoutes`: RouteObject[] for /auth/login, /auth/signup, /auth/callback, /auth/forgot-password, /auth/verify-email.
 * - `useCurrentUser()`: auth + member state for components.
 * - `useAuthActions()`: signIn / signUp / signOut.
 * - `SignInPrompt`, `SignInControl`, `SignInActions`: a member-only action explained to a visitor in
 *   place (a panel, a control opening it, or the two buttons), with "Log in" and "Create account"
 *   that come back to the same page.
 * - `ForbiddenScreen`: the "not allowed" page, for a page that checks a role itself (reviews).
 */
export { ForbiddenScreen } from "./components/forbidden-screen";
export { AdminRoute, LibraryRoute, OnboardingRedirect, ProtectedRoute } from "./components/guards";
export { SignInControl } from "./components/sign-in-control";
export { SignInActions, SignInPrompt } from "./components/sign-in-prompt";
export { useAuthActions, useCurrentUser } from "./hooks";
export { authRoutes } from "./routes";
