import { describe, expect, it } from "vitest";
import { decideOnboardingRedirect, decideProtectedRoute, isEmailVerificationDenial } from "./decisions";

const denial =
  "?error=access_denied&error_description=Please%20verify%20your%20email%20before%20signing%20in";

describe("isEmailVerificationDenial", () => {
  it("recognises access_denied whose description mentions email verification", () => {
    expect(isEmailVerificationDenial(denial)).toBe(true);
    expect(isEmailVerificationDenial("?error=access_denied&error_description=email_not_verified")).toBe(true);
  });

  it("ignores other errors and other denials", () => {
    expect(isEmailVerificationDenial("?error=access_denied&error_description=User%20cancelled")).toBe(false);
    expect(isEmailVerificationDenial("?error=login_required&error_description=verify%20email")).toBe(false);
    expect(isEmailVerificationDenial("")).toBe(false);
  });
});

describe("decideProtectedRoute", () => {
  const base = { isLoading: false, isAuthenticated: true, search: "" };

  it("waits while the session loads", () => {
    expect(decideProtectedRoute({ ...base, isLoading: true, isAuthenticated: false })).toBe("loading");
  });

  it("shows the verification screen after a verify-email denial", () => {
    expect(decideProtectedRoute({ ...base, isAuthenticated: false, search: denial })).toBe("verify-email");
  });

  it("sends a signed-out visitor to sign in", () => {
    expect(decideProtectedRoute({ ...base, isAuthenticated: false })).toBe("sign-in");
  });

  it("lets a signed-in member through", () => {
    expect(decideProtectedRoute(base)).toBe("allow");
  });
});

describe("decideOnboardingRedirect", () => {
  const base = {
    isAuthenticated: true,
    isLoading: false,
    userData: { isOnboarded: false },
    place: { pathname: "/card/42", search: "?tab=resources" },
  };

  it("sends a member who has not onboarded to /onboarding, returning to path and query", () => {
    expect(decideOnboardingRedirect(base)).toBe("/onboarding?returnTo=%2Fcard%2F42%3Ftab%3Dresources");
  });

  it.each([
    ["signed out", { isAuthenticated: false }],
    ["still loading", { isLoading: true }],
    ["no member record yet", { userData: undefined }],
    ["already onboarded", { userData: { isOnboarded: true } }],
    ["already on onboarding", { place: { pathname: "/onboarding", search: "?returnTo=%2F" } }],
    ["after a verify-email denial", { place: { pathname: "/", search: denial } }],
    ["on the sign-in callback", { place: { pathname: "/auth/callback", search: "?code=abc&state=xyz" } }],
  ])("stays put when %s", (_label, change) => {
    expect(decideOnboardingRedirect({ ...base, ...change })).toBeNull();
  });
});
