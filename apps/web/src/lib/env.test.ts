import { describe, expect, it } from "vitest";
import { describeEnvProblems, parseEnv } from "./env";

const complete = {
  VITE_API_URL: "http://localhost:5000",
  VITE_AUTH_DOMAIN: "http://localhost:5100/",
  VITE_AUTH_CLIENT_ID: "keen-web",
  VITE_AUTH_REDIRECT_URI: "http://localhost:3000/auth/callback",
  VITE_AUTH_AUDIENCE: "urn:keen:api",
  VITE_ANALYTICS_KEY: "mixpanel-key",
  VITE_INSTRUMENTATION_KEY: "insights-key",
  VITE_TIPTAP_APP_ID: "tiptap",
};

describe("parseEnv", () => {
  it("applies the spec defaults when only the required variables are set", () => {
    const result = parseEnv(complete);
    expect(result).toMatchObject({
      success: true,
      env: {
        VITE_SEARCH_URL: "http://localhost:5001",
        VITE_APP_URL: "http://localhost:3000",
        VITE_MAX_FILE_SIZE_MB: 50,
        VITE_MAPS_KEY: "",
        VITE_MODE: "development",
        VITE_SUPPORT_EMAIL: "community@keen.local",
        VITE_AUTH_DOMAIN: "http://localhost:5100",
        VITE_LIBRARY_ACCESS: "public",
      },
    });
  });

  it("allows 200 MB uploads by default in production", () => {
    const result = parseEnv({ ...complete, VITE_MODE: "production" });
    expect(result.success && result.env.VITE_MAX_FILE_SIZE_MB).toBe(200);
  });

  it("lists every missing required variable, counting blank values as missing", () => {
    const { VITE_API_URL: _api, VITE_TIPTAP_APP_ID: _tiptap, ...rest } = complete;
    const result = parseEnv({ ...rest, VITE_ANALYTICS_KEY: "  " });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect([...result.missing].sort()).toEqual(["VITE_ANALYTICS_KEY", "VITE_API_URL", "VITE_TIPTAP_APP_ID"]);
    expect(describeEnvProblems(result)).toContain(
      "Missing environment variables: VITE_API_URL, VITE_ANALYTICS_KEY, VITE_TIPTAP_APP_ID",
    );
  });

  it("reports a malformed address separately from missing ones", () => {
    const result = parseEnv({ ...complete, VITE_API_URL: "not a url" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.missing).toEqual([]);
    expect(result.invalid.map((i) => i.name)).toEqual(["VITE_API_URL"]);
  });

  it("keeps the library members-only when asked, and refuses any other access", () => {
    const members = parseEnv({ ...complete, VITE_LIBRARY_ACCESS: " members " });
    expect(members.success && members.env.VITE_LIBRARY_ACCESS).toBe("members");
    const wrong = parseEnv({ ...complete, VITE_LIBRARY_ACCESS: "private" });
    expect(wrong.success).toBe(false);
    if (wrong.success) return;
    expect(wrong.invalid).toEqual([
      { name: "VITE_LIBRARY_ACCESS", message: "Expected one of: public, members" },
    ]);
  });
});
