import type { RouteObject } from "react-router";

/** Lazy routes of the sign-in flow: /auth/login, /auth/signup, /auth/callback, /auth/forgot-password, /auth/verify-email. */
export const authRoutes: RouteObject[] = [
  {
    path: "auth/login",
    lazy: async () => ({ Component: (await import("./routes/login-route")).LoginRoute }),
  },
  {
    path: "auth/signup",
    lazy: async () => ({ Component: (await import("./routes/signup-route")).SignupRoute }),
  },
  {
    path: "auth/callback",
    lazy: async () => ({ Component: (await import("./routes/callback-route")).CallbackRoute }),
  },
  {
    path: "auth/forgot-password",
    lazy: async () => ({ Component: (await import("./routes/forgot-password-route")).ForgotPasswordRoute }),
  },
  {
    path: "auth/verify-email",
    lazy: async () => ({ Component: (await import("./routes/verify-email-route")).VerifyEmailRoute }),
  },
];
