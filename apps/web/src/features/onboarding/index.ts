import type { RouteObject } from "react-router";
import { ProtectedRoute } from "@/features/auth";

/** The `/onboarding` route: behind the sign-in guard, its page loaded lazily. */
export const onboardingRoute: RouteObject = {
  path: "onboarding",
  Component: ProtectedRoute,
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import("./routes/onboarding-route")).OnboardingRoute }),
    },
  ],
};
