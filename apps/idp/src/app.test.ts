import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ConfigError } from "@keen/config";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { buildIdpApp } from "./app";
import { loadIdpConfig } from "./config";
import { generateSigningKeys, loadSigningKeys } from "./oidc/keys";
import { startTestIdp } from "./test/harness";

const { url } = await useTestDatabase();
const idp = await startTestIdp(url);
afterAll(() => idp.close());

describe("health and discovery", () => {
  it("reports health and readiness", async () => {
    const health = await idp.app.inject({ url: "/health" });
    expect(health.json()).toEqual({ status: "ok", service: "idp", uptimeSeconds: expect.any(Number) });
    const ready = await idp.app.inject({ url: "/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: "ready",
      service: "idp",
      checks: { database: "ok", jobs: "ok" },
    });
  });

  it("starts but is unavailable (503) while the database, and so the job queue, does not answer", async () => {
    const app = await buildIdpApp(
      loadIdpConfig({
        NODE_ENV: "test",
        DATABASE_URL: "postgres://nobody:x@127.0.0.1:1/none",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "keen-idp-")),
        LOG_LEVEL: "silent",
      }),
    );
    const ready = await app.inject({ url: "/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks).toEqual({ database: "failing", jobs: "failing" });
    await app.close();
  });

  it("advertises only the code flow with PKCE S256 and RS256 ID tokens", async () => {
    const response = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    const metadata = (await response.json()) as { jwks_uri: string };
    expect(metadata).toMatchObject({
      issuer: idp.issuer,
      response_types_supported: ["code"],
      code_challenge_methods_supported: ["S256"],
      id_token_signing_alg_values_supported: ["RS256"],
      token_endpoint_auth_methods_supported: ["none"],
    });
    const jwks = (await (await fetch(metadata.jwks_uri)).json()) as { keys: Record<string, string>[] };
    expect(jwks.keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
    expect(jwks.keys[0]?.d).toBeUndefined();
  });

  it("lets the app origin call the token endpoint cross-origin", async () => {
    const response = await fetch(`${idp.issuer}/token`, {
      method: "OPTIONS",
      headers: { origin: idp.config.appUrl, "access-control-request-method": "POST" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe(idp.config.appUrl);
  });
});

describe("dev outbox", () => {
  it("lists messages newest first as JSON and as a page", async () => {
    await idp.app.inject({ url: "/health" });
    const ctxMailer = (await import("@keen/mail")).createMailer({
      outboxDir: path.join(idp.config.dataDir, "outbox"),
      from: "test@keen.local",
    });
    await ctxMailer.send({ to: "a@example.edu", subject: "First <one>", text: "See http://example.test/a" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await ctxMailer.send({ to: "b@example.edu", subject: "Second", text: "Nothing" });
    const json = await idp.app.inject({ url: "/dev/outbox.json" });
    const { messages } = json.json();
    expect(messages.map((m: { subject: string }) => m.subject).slice(0, 2)).toEqual([
      "Second",
      "First <one>",
    ]);
    expect(messages[1]).toMatchObject({ to: "a@example.edu", links: ["http://example.test/a"] });
    const page = await idp.app.inject({ url: "/dev/outbox" });
    expect(page.body).toContain("First &lt;one&gt;");
    expect(page.body).toContain('<a href="http://example.test/a">');
  });

  it("does not exist in production", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "keen-idp-"));
    const app = await buildIdpApp(
      loadIdpConfig({
        NODE_ENV: "production",
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        IDP_COOKIE_KEYS: "one-long-random-key,older-key",
        IDP_JWKS: JSON.stringify(await generateSigningKeys()),
        LOG_LEVEL: "silent",
      }),
      { runJobs: false },
    );
    expect((await app.inject({ url: "/dev/outbox.json" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/dev/outbox" })).statusCode).toBe(404);
    await app.close();
  });
});

describe("configuration and keys", () => {
  it("requires cookie keys and a JWKS in production, listing both", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadIdpConfig(env);
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problems({ NODE_ENV: "production", DATABASE_URL: url })).toEqual([
      "missing variables: IDP_COOKIE_KEYS, IDP_JWKS",
    ]);
    expect(problems({ NODE_ENV: "production" })).toEqual([
      "missing variables: DATABASE_URL, IDP_COOKIE_KEYS, IDP_JWKS",
    ]);
    expect(problems({ NODE_ENV: "development", DATABASE_URL: url })).toEqual([]);
  });

  it("generates a development key once and reuses it", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "keen-idp-keys-"));
    const first = await loadSigningKeys({ dataDir, isProduction: false });
    const second = await loadSigningKeys({ dataDir, isProduction: false });
    expect(second.keys[0]?.kid).toBe(first.keys[0]?.kid);
    await expect(loadSigningKeys({ dataDir, isProduction: true })).rejects.toThrow(/IDP_JWKS/);
  });
});
