import type { RouteObject } from "react-router";

/** STUB (owned by the auth/client helper): the lazy `/onboarding` route. */
export const onboardingRoute: RouteObject = { path: "onboarding" };
