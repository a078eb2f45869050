import { Outlet } from "react-router";

/** STUB: see features/auth/index.ts. */
export function ProtectedRoute() {
  return <Outlet />;
}

/** STUB: see features/auth/index.ts. */
export function AdminRoute() {
  return <Outlet />;
}

/** STUB: see features/auth/index.ts. */
export function OnboardingRedirect() {
  return null;
}
