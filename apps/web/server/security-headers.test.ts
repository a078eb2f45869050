import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pagePolicySources } from "./security-headers";
import { buildWebServer } from "./server";

function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "keen-web-csp-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html><head><title>KEEN Cards</title><script src="/config.js"></script></head><body><div id="root"></div><script type="module" crossorigin src="/assets/app-abc123.js"></script></body></html>',
  );
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log('app')");
  return dir;
}

const env = {
  VITE_API_URL: "http://api.test:5000",
  VITE_SEARCH_URL: "http://search.test:5001",
  VITE_AUTH_DOMAIN: "http://idp.test:5100/",
  COLLAB_URL: "ws://collab-a.test:5200,ws://collab-b.test:5201",
  VITE_ANALYTICS_KEY: "local-development",
  VITE_INSTRUMENTATION_KEY: "local-development",
  LOG_LEVEL: "silent",
};

/** The directives of a policy, by name. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const sha256 = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

describe("security headers of the web server", () => {
  it("lets an app page run only its own inline scripts, by hash, and reach only the configured services", async () => {
    const { app } = await buildWebServer(env, fakeBuild());
    const res = await app.inject({ url: "/card/abc/edit", headers: { "accept-encoding": "gzip" } });
    expect(res.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": expect.stringContaining("camera=(), microphone=(), geolocation=()"),
    });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    const csp = directives(res.headers["content-security-policy"] as string);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'", "http://idp.test:5100"]);
    expect(csp["connect-src"]).toEqual([
      "'self'",
      "http://api.test:5000",
      "ws://api.test:5000",
      "http://search.test:5001",
      "http://idp.test:5100",
      "ws://collab-a.test:5200",
      "ws://collab-b.test:5201",
    ]);
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:", "http://api.test:5000"]);
    expect(csp["frame-src"]).toEqual(["'none'"]);
    // Each inline script the page carries (the runtime settings, the early requests) is allowed by its
    // hash, and nothing inline besides: no 'unsafe-inline', no 'unsafe-eval'.
    const { gunzipSync } = await import("node:zlib");
    const page = gunzipSync(res.rawPayload).toString("utf8");
    const scripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    expect(csp["script-src"]).toEqual(["'self'", ...new Set(scripts.map(sha256))]);
  });

  it("gives anything but a page the strictest policy, and the same framing and sniffing rules", async () => {
    const { app } = await buildWebServer(env, fakeBuild());
    for (const url of ["/assets/app-abc123.js", "/config.js", "/health", "/assets/gone-1.js"]) {
      const res = await app.inject({ url });
      expect(res.headers["content-security-policy"], url).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["x-frame-options"], url).toBe("DENY");
    }
  });

  it("sends HSTS over https, as a trusted proxy reports it, and never for an untrusted header", async () => {
    const trusted = (await buildWebServer({ ...env, TRUST_PROXY: "true" }, fakeBuild())).app;
    const https = await trusted.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const http = await trusted.inject({ url: "/", headers: { "x-forwarded-proto": "http" } });
    expect(http.headers["strict-transport-security"]).toBeUndefined();
    const untrusting = (await buildWebServer(env, fakeBuild())).app;
    const forged = await untrusting.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(forged.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("pagePolicySources", () => {
  it("allows Mixpanel, Application Insights and the maps embed only when their keys are real", () => {
    expect(pagePolicySources(env)).toMatchObject({ frames: [] });
    expect(pagePolicySources(env).connect).not.toContain("https://api-js.mixpanel.com");
    const configured = pagePolicySources({
      ...env,
      VITE_ANALYTICS_KEY: "mixpanel-token",
      VITE_INSTRUMENTATION_KEY:
        "InstrumentationKey=abc;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/",
      VITE_TELEMETRY_ENDPOINT: "https://telemetry.keen.example/v2/track",
      VITE_MAPS_KEY: "maps-key",
    });
    expect(configured.connect).toEqual(
      expect.arrayContaining([
        "https://api-js.mixpanel.com",
        "https://westeurope-5.in.applicationinsights.azure.com",
        "https://telemetry.keen.example",
      ]),
    );
    expect(configured.frames).toEqual(["https://www.google.com"]);
    const plainKey = pagePolicySources({ ...env, VITE_INSTRUMENTATION_KEY: "0000-1111" });
    expect(plainKey.connect).toContain("https://dc.services.visualstudio.com");
  });

  it("ignores settings that are not addresses", () => {
    expect(pagePolicySources({ VITE_API_URL: "javascript:alert(1)", COLLAB_URL: "nonsense" })).toEqual({
      connect: [],
      images: [],
      forms: [],
      frames: [],
    });
  });
});

describe("inlineScriptHashes", () => {
  it("hashes the server's attribute-less inline scripts only, once each", () => {
    const html =
      '<script>a()</script><script>a()</script><script type="application/ld+json">{}</script><script type="module" src="/x.js"></script><script>\nb()\n</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256("a()"), sha256("\nb()\n")]);
  });
});
