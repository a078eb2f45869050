import { describe, expect, it, vi } from "vitest";
import { inlineScript, runPageScript } from "../testing/page-script";
import { earlyApiPaths, earlyRequestScript, earlyVisitorApiPaths } from "./early-requests";

/** Runs the page's script against a fake browser and returns what it asked and kept. */
async function run(script: string, storage: Record<string, string>, apiUrl = "http://api.test/") {
  const fetch = vi.fn(async (url: string, _init?: unknown) => ({
    ok: !url.endsWith("/User/me"),
    status: url.endsWith("/User/me") ? 404 : 200,
    json: async () => ({ url }),
  }));
  const window: {
    __KEEN_CONFIG__: object;
    __KEEN_EARLY__?: Record<string, Promise<unknown>>;
    fetch: typeof fetch;
  } = { __KEEN_CONFIG__: { VITE_API_URL: apiUrl }, fetch };
  runPageScript(inlineScript(script, "__KEEN_EARLY__"), { storage, window, fetch });
  const kept = window.__KEEN_EARLY__;
  const answers = kept
    ? Object.fromEntries(await Promise.all(Object.entries(kept).map(async ([k, v]) => [k, await v])))
    : undefined;
  return { fetch, answers };
}

const session = (expiresInSeconds: number) => ({
  "oidc.user:http://idp.test:web": JSON.stringify({
    access_token: "tok",
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
  }),
});

describe("early API requests", () => {
  it("asks for the member on every page, and for the card on a card's page unless a version is asked", () => {
    expect(earlyApiPaths("/")).toEqual(["/User/me"]);
    expect(earlyApiPaths("/card/3f1c2a9e")).toEqual(["/User/me", "/Card/3f1c2a9e"]);
    expect(earlyApiPaths("/card/3f1c2a9e/resources?x=1")).toEqual(["/User/me", "/Card/3f1c2a9e"]);
    expect(earlyApiPaths("/card/3f1c2a9e?version=2")).toEqual(["/User/me"]);
    for (const other of ["/card/create", "/card/my-cards", "/card/edit/3f1c2a9e", "/card/3f1c2a9e/edit"])
      expect(earlyApiPaths(other), other).toEqual(["/User/me"]);
  });

  it("asks for the card alone on a visitor's card page where the library is open to visitors", () => {
    expect(earlyVisitorApiPaths("/card/3f1c2a9e/resources", true)).toEqual(["/Card/3f1c2a9e"]);
    expect(earlyVisitorApiPaths("/card/3f1c2a9e", false)).toEqual([]);
    expect(earlyVisitorApiPaths("/card/3f1c2a9e?version=2", true)).toEqual([]);
    expect(earlyVisitorApiPaths("/", true)).toEqual([]);
  });

  it("starts a visitor's paths without a token when there is no session at all", async () => {
    const script = earlyRequestScript(["/User/me", "/Card/c1"], ["/Card/c1"]);
    const visitor = await run(script, { theme: "dark" });
    expect(visitor.fetch.mock.calls).toEqual([
      ["http://api.test/Card/c1", { headers: { Accept: "application/json" } }],
    ]);
    expect(visitor.answers).toEqual({
      "/Card/c1": { token: null, status: 200, data: { url: "http://api.test/Card/c1" } },
    });
    // A member whose token is about to expire gets a fresh one first: nothing is asked.
    expect((await run(script, session(30))).fetch).not.toHaveBeenCalled();
    expect((await run(script, session(600))).fetch).toHaveBeenCalledTimes(2);
  });

  it("starts them with the stored token and keeps each answer (null unless 2xx)", async () => {
    const { fetch, answers } = await run(earlyRequestScript(["/User/me", "/Card/c1"]), session(600));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "http://api.test/User/me",
      "http://api.test/Card/c1",
    ]);
    expect(fetch.mock.calls[0]?.[1]).toEqual({
      headers: { Accept: "application/json", Authorization: "Bearer tok" },
    });
    expect(answers).toEqual({
      "/User/me": null,
      "/Card/c1": { token: "tok", status: 200, data: { url: "http://api.test/Card/c1" } },
    });
  });

  it("asks nothing without a session or with a token about to expire", async () => {
    const storages: Record<string, string>[] = [{}, session(30), { theme: "dark" }];
    for (const storage of storages) {
      const { fetch, answers } = await run(earlyRequestScript(["/User/me"]), storage);
      expect(fetch).not.toHaveBeenCalled();
      expect(answers).toBeUndefined();
    }
  });
});
