import { beforeAll, describe, expect, it } from "vitest";
import { clearNotifications, getNotifications } from "@/lib/notifications";
import { mockApi } from "@/test/mock-api";
import { installTestEnv } from "@/test/test-env";
import { getCurrentMember } from "./get-current-member";
import { getMember, memberQueryOptions } from "./get-member";
import { memberKeys } from "./member-keys";

beforeAll(() => installTestEnv());

const created = { UserId: "8d3c6f5e-0000-4000-8000-000000000001", FirstName: "Ada", IsOnboarded: false };

describe("getCurrentMember", () => {
  it("creates the member on first sign-in when GET /User/me answers 404 not_found", async () => {
    clearNotifications();
    const requests = mockApi({
      "GET /User/me": () => ({ status: 404, data: { message: "Member not found", code: "not_found" } }),
      "POST /User/Create": () => ({ status: 201, data: created }),
    });
    await expect(getCurrentMember()).resolves.toEqual({
      userId: created.UserId,
      firstName: "Ada",
      isOnboarded: false,
    });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(["get /User/me", "post /User/Create"]);
    expect(getNotifications()).toEqual([]);
  });

  it("does not create anything for other failures", async () => {
    const requests = mockApi({
      "GET /User/me": () => ({ status: 500, data: { message: "Down", code: "internal_error" } }),
    });
    await expect(getCurrentMember()).rejects.toMatchObject({ status: 500 });
    expect(requests).toHaveLength(1);
  });
});

describe("getMember", () => {
  it("fails without an id, and its query waits for one", async () => {
    await expect(getMember(undefined)).rejects.toThrow("No member ID provided");
    expect(memberQueryOptions(undefined).enabled).toBe(false);
    expect(memberQueryOptions("abc").enabled).toBe(true);
  });

  it("keeps its cache keys under ['members']", () => {
    expect(memberKeys.current()).toEqual(["members", "me"]);
    expect(memberKeys.detail("42")).toEqual(["members", "detail", "42"]);
    expect(memberKeys.list({ q: "ada" })).toEqual(["members", "list", { q: "ada" }]);
  });
});
