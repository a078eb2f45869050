import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeRouter } from "@/test/fake-router";
import { dismissEarlyPage, dismissEarlyPageOnLeaving } from "./early-page";

const earlyPage = () => document.getElementById("keen-early-page");

describe("the server's early card page", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("stays while the app stays at the card's address and goes when the app goes elsewhere", () => {
    document.body.innerHTML = '<div id="keen-early-page"></div><div id="root"></div>';
    const router = fakeRouter("/card/abc");
    dismissEarlyPageOnLeaving(router);
    router.go("/card/abc");
    expect(earlyPage()).not.toBeNull();
    router.go("/onboarding");
    expect(earlyPage()).toBeNull();
    expect(router.listeners.size).toBe(0);
  });

  it("goes after 15 s at the latest, and watches nothing when there is none", () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="keen-early-page"></div>';
    dismissEarlyPageOnLeaving(fakeRouter("/card/abc"));
    vi.advanceTimersByTime(14_999);
    expect(earlyPage()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(earlyPage()).toBeNull();

    const router = fakeRouter("/card/abc");
    dismissEarlyPageOnLeaving(router);
    expect(router.listeners.size).toBe(0);
    dismissEarlyPage(); // safe without one
  });
});
