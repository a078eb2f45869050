import { QueryClient } from "@tanstack/react-query";
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

  it("has what was read before the member existed (as a visitor's) read again once it is created", async () => {
    mockApi({
      "GET /User/me": () => ({ status: 404, data: { message: "Member not found", code: "not_found" } }),
      "POST /User/Create": () => ({ status: 201, data: created }),
    });
    const client = new QueryClient();
    client.setQueryData(["cards", "detail", "42"], { abilities: { bookmark: false } });
    client.setQueryData(memberKeys.current(), undefined);
    await getCurrentMember(undefined, client);
    expect(client.getQueryState(["cards", "detail", "42"])?.isInvalidated).toBe(true);

    // A member who already exists changes nothing else.
    mockApi({ "GET /User/me": () => ({ status: 200, data: created }) });
    const again = new QueryClient();
    again.setQueryData(["cards", "detail", "42"], { abilities: { bookmark: true } });
    await getCurrentMember(undefined, again);
    expect(again.getQueryState(["cards", "detail", "42"])?.isInvalidated).toBe(false);
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
