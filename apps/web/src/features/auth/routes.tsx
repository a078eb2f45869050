import type { RouteObject } from "react-router";

/** STUB: lazy routes for /auth/login, /auth/signup, /auth/callback, /auth/forgot-password, /auth/verify-email. */
export const authRoutes: RouteObject[] = [];
