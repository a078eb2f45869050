import { afterEach, describe, expect, it } from "vitest";
import { fakeRouter } from "@/test/fake-router";
import { type EarlyResponse, forgetEarlyResponsesOnLeaving, takeEarlyResponse } from "./early-requests";

const answer = (title: string): Promise<EarlyResponse | null> =>
  Promise.resolve({ token: "tok", status: 200, data: { title } });

describe("the page's early API answers", () => {
  afterEach(() => {
    delete window.__KEEN_EARLY__;
  });

  it("answer the first request for their path only", async () => {
    window.__KEEN_EARLY__ = { "/Card/c1": answer("Bridges") };
    expect(await takeEarlyResponse("/Card/c1")).toEqual({
      token: "tok",
      status: 200,
      data: { title: "Bridges" },
    });
    expect(takeEarlyResponse("/Card/c1")).toBeUndefined();
    expect(takeEarlyResponse("/User/me")).toBeUndefined();
  });

  it("are dropped once the app leaves the address the page was loaded at, so a later visit asks the API", () => {
    window.__KEEN_EARLY__ = { "/Card/c1": answer("Bridges, as the page loaded") };
    const router = fakeRouter("/card/c1");
    forgetEarlyResponsesOnLeaving(router);
    router.go("/card/c1");
    expect(window.__KEEN_EARLY__).toBeDefined();
    router.go("/onboarding");
    router.go("/card/c1");
    expect(takeEarlyResponse("/Card/c1")).toBeUndefined();
    expect(router.listeners.size).toBe(0);
  });

  it("watch nothing when the page asked none", () => {
    const router = fakeRouter("/card/c1");
    forgetEarlyResponsesOnLeaving(router);
    expect(router.listeners.size).toBe(0);
  });
});
