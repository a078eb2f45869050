import { describe, expect, it } from "vitest";
import { buildPageView, pageNameFromPath, shouldSkipAnalytics } from "./analytics";
import { telemetryConfig } from "./analytics-backends";
import { parseEnv } from "./env";

describe("page-view naming", () => {
  it("names a page by its last path segment, or 'home' at the root", () => {
    expect(pageNameFromPath("/")).toBe("home");
    expect(pageNameFromPath("")).toBe("home");
    expect(pageNameFromPath("/card/my-cards")).toBe("my-cards");
    expect(pageNameFromPath("/members/me/")).toBe("me");
  });

  it("carries page_name and the path with its query string", () => {
    expect(buildPageView({ pathname: "/search", search: "?query=design&types=card" })).toEqual({
      name: "search",
      props: { page_name: "search", path: "/search?query=design&types=card" },
    });
  });
});

describe("skip rule", () => {
  it("skips analytics on localhost addresses only", () => {
    expect(shouldSkipAnalytics("localhost")).toBe(true);
    expect(shouldSkipAnalytics("127.0.0.1")).toBe(true);
    expect(shouldSkipAnalytics("LOCALHOST")).toBe(true);
    expect(shouldSkipAnalytics("cards.keen.org")).toBe(false);
    expect(shouldSkipAnalytics("localhost.example.com")).toBe(false);
  });
});

describe("telemetry settings", () => {
  it("uses the spec's batching, session and sampling limits and the optional endpoint", () => {
    const result = parseEnv({
      VITE_API_URL: "http://a.test",
      VITE_AUTH_DOMAIN: "http://idp.test",
      VITE_AUTH_CLIENT_ID: "c",
      VITE_AUTH_REDIRECT_URI: "http://a.test/auth/callback",
      VITE_AUTH_AUDIENCE: "urn:a",
      VITE_ANALYTICS_KEY: "k",
      VITE_INSTRUMENTATION_KEY: "ikey",
      VITE_TIPTAP_APP_ID: "t",
      VITE_TELEMETRY_ENDPOINT: "https://telemetry.test/v2/track",
    });
    if (!result.success) throw new Error("env should be valid");
    expect(telemetryConfig(result.env)).toMatchObject({
      instrumentationKey: "ikey",
      endpointUrl: "https://telemetry.test/v2/track",
      maxBatchInterval: 15_000,
      maxBatchSizeInBytes: 102_400,
      sessionRenewalMs: 30 * 60_000,
      sessionExpirationMs: 24 * 3_600_000,
      samplingPercentage: 100,
      maxAjaxCallsPerView: 500,
    });
  });
});
