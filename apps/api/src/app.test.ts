import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { bearer, buildTestApp, buildUser, signToken, signTokenFor, testIssuer } from "./test/factories";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
// Routes added before `ready` to provoke failures the real routes never have.
app.get("/test/boom", async () => {
  throw new Error("secret internal detail");
});
await app.ready();

describe("health and readiness", () => {
  it("answers /health with the service name", async () => {
    const response = await app.inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok", service: "api" });
  });

  it("is ready when the database and the issuer's JWKS answer", async () => {
    const response = await app.inject({ method: "GET", url: "/ready" });
    expect(response.json()).toEqual({
      status: "ready",
      service: "api",
      checks: { database: "ok", identityProvider: "ok", liveListener: "ok" },
    });
    expect(response.statusCode).toBe(200);
  });

  it("answers 503 naming the failing check when the identity provider is unreachable", async () => {
    const offline = await buildTestApp(db, { env: { OIDC_ISSUER: "http://127.0.0.1:9" } });
    const response = await offline.inject({ method: "GET", url: "/ready" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: "unavailable",
      checks: { database: "ok", identityProvider: "failing" },
    });
  });
});

describe("error shape", () => {
  it("answers an unknown route with a JSON 404", async () => {
    const response = await app.inject({ method: "GET", url: "/Nope?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "No route matches GET /Nope.", code: "not_found" });
  });

  it("answers malformed JSON with a 400", async () => {
    const member = await buildUser(db);
    const response = await app.inject({
      method: "PUT",
      url: "/User/me/Onboarding",
      headers: { ...bearer(await signTokenFor(member)), "content-type": "application/json" },
      payload: '{"firstName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "validation_error",
      message: "The request body is not valid JSON.",
    });
  });

  it("answers an unsupported content type with a 415", async () => {
    const member = await buildUser(db);
    const response = await app.inject({
      method: "PUT",
      url: "/User/me/Onboarding",
      headers: { ...bearer(await signTokenFor(member)), "content-type": "text/plain" },
      payload: "hello",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: "unsupported_media_type" });
  });

  it("answers a body over the limit with a 413", async () => {
    const member = await buildUser(db);
    const response = await app.inject({
      method: "PUT",
      url: "/User/me/Onboarding",
      headers: { ...bearer(await signTokenFor(member)), "content-type": "application/json" },
      payload: JSON.stringify({ firstName: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: "payload_too_large" });
  });

  it("hides unexpected errors behind a generic 500", async () => {
    const response = await app.inject({ method: "GET", url: "/test/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: "Something went wrong on our side. Please try again.",
      code: "internal_error",
    });
    expect(response.body).not.toContain("secret");
  });
});

describe("bearer tokens", () => {
  const me = (authorization: string) =>
    app.inject({ method: "GET", url: "/User/me", headers: { authorization } });

  it("rejects an expired token with 401", async () => {
    const response = await me(`Bearer ${await signToken({ sub: "someone" }, { expiresIn: -120 })}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "The access token has expired.", code: "unauthorized" });
    expect(response.headers["www-authenticate"]).toContain("invalid_token");
  });

  it("accepts a token that expired within the 60 s clock tolerance", async () => {
    const response = await me(`Bearer ${await signToken({ sub: "someone" }, { expiresIn: -30 })}`);
    expect(response.statusCode).toBe(404); // verified; no member yet
  });

  it("rejects a token for another audience", async () => {
    const response = await me(`Bearer ${await signToken({ sub: "someone" }, { audience: "urn:other" })}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: "unauthorized",
      message: expect.stringContaining("not issued for this API"),
    });
  });

  it("rejects a token from another issuer", async () => {
    const response = await me(
      `Bearer ${await signToken({ sub: "someone" }, { issuer: "https://evil.example" })}`,
    );
    expect(response.statusCode).toBe(401);
  });

  it("rejects an HS256 token", async () => {
    const response = await me(`Bearer ${await signToken({ sub: "someone" }, { algorithm: "HS256" })}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: "unauthorized",
      message: expect.stringContaining("RS256"),
    });
  });

  it("rejects garbage and non-bearer credentials", async () => {
    expect((await me("Bearer not-a-jwt")).statusCode).toBe(401);
    expect((await me("Basic dXNlcjpwYXNz")).statusCode).toBe(401);
  });

  it("verifies tokens against the JWKS discovered from the issuer", async () => {
    const remote = await buildTestApp(db, { useRemoteJwks: true });
    const member = await buildUser(db);
    const response = await remote.inject({
      method: "GET",
      url: "/User/me",
      headers: bearer(await signTokenFor(member)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: member.id });
    expect(testIssuer.issuer).toMatch(/^http:\/\/127\.0\.0\.1:/);
  });
});

describe("cross-cutting HTTP behaviour", () => {
  it("echoes a well-formed x-request-id and generates one otherwise", async () => {
    const echoed = await app.inject({
      method: "GET",
      url: "/health",
      headers: { "x-request-id": "abc-123" },
    });
    expect(echoed.headers["x-request-id"]).toBe("abc-123");
    const generated = await app.inject({
      method: "GET",
      url: "/health",
      headers: { "x-request-id": "<script>" },
    });
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("allows CORS for the web app's origin only", async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: "OPTIONS",
        url: "/User/me",
        headers: {
          origin,
          "access-control-request-method": "GET",
          "access-control-request-headers": "authorization",
        },
      });
    const allowed = await preflight("http://localhost:3000");
    expect(allowed.headers["access-control-allow-origin"]).toBe("http://localhost:3000");
    expect(String(allowed.headers["access-control-allow-headers"]).toLowerCase()).toContain("authorization");
    const refused = await preflight("https://evil.example");
    expect(refused.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("lets the web app read download names and sizes", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/health",
      headers: { origin: "http://localhost:3000" },
    });
    const exposed = String(response.headers["access-control-expose-headers"]).toLowerCase();
    expect(exposed).toContain("content-disposition");
    expect(exposed).toContain("content-length");
  });

  it("sends security headers", async () => {
    const response = await app.inject({ method: "GET", url: "/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
  });
});

describe("OpenAPI", () => {
  it("lists every route at /openapi.json", async () => {
    const response = await app.inject({ method: "GET", url: "/openapi.json" });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/health",
        "/ready",
        "/User/Create",
        "/User/me",
        "/User/me/Onboarding",
        "/User/{id}",
        "/Lookup/Institutions",
        "/Lookup/Disciplines",
        "/Lookup/Interests",
        "/Lookup/Memberships",
      ]),
    );
    expect(response.json().paths["/User/me/Onboarding"].put.requestBody).toBeDefined();
  });

  it("serves Swagger UI at /docs", async () => {
    const response = await app.inject({ method: "GET", url: "/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
  });
});
