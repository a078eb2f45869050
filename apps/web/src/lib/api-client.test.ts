import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type ApiClientOptions,
  ApiError,
  createApiClient,
  currentReturnPath,
  resetUnauthorizedRedirect,
} from "./api-client";
import { clearNotifications, getNotifications } from "./notifications";

type Reply = { status: number; data?: unknown };

/** A client whose HTTP layer answers from a script instead of the network. */
function clientAnswering(...replies: Reply[]) {
  return clientWith({}, ...replies);
}

/** As clientAnswering, with other client options. */
function clientWith(options: Partial<ApiClientOptions>, ...replies: Reply[]) {
  const onFirstUnauthorized = vi.fn();
  const seen: InternalAxiosRequestConfig[] = [];
  const client = createApiClient({
    baseURL: "http://api.test",
    getToken: async () => "token-123",
    onFirstUnauthorized,
    ...options,
  });
  client.defaults.adapter = async (config) => {
    seen.push(config);
    const reply = replies.shift() ?? { status: 200, data: {} };
    const response = { ...reply, statusText: "", headers: {}, config } as AxiosResponse;
    if (config.validateStatus?.(reply.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      "ERR_BAD_RESPONSE",
      config,
      {},
      response,
    );
  };
  return { client, onFirstUnauthorized, seen };
}

beforeEach(() => {
  resetUnauthorizedRedirect();
  clearNotifications();
  window.history.replaceState(null, "", "/card/my-cards?tab=drafts");
});
afterEach(() => clearNotifications());

describe("api client", () => {
  it("sends JSON accept and the bearer token to the configured base address", async () => {
    const { client, seen } = clientAnswering({ status: 200, data: { ok: true } });
    const response = await client.get("/User/me");
    expect(response.data).toEqual({ ok: true });
    expect(seen[0]?.baseURL).toBe("http://api.test");
    expect(seen[0]?.headers.Accept).toBe("application/json");
    expect(seen[0]?.headers.Authorization).toBe("Bearer token-123");
    expect(seen[0]?.timeout).toBe(0);
  });

  it("shows an 'Error' notification with the response's message and rethrows an ApiError", async () => {
    const body = {
      message: "title: Title is required",
      code: "validation_error",
      details: [{ field: "title", message: "Title is required" }],
    };
    const { client } = clientAnswering({ status: 400, data: body });
    const error = await client.put("/User/me/Onboarding", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "validation_error", details: body.details });
    expect(getNotifications()).toMatchObject([{ type: "error", title: "Error", message: body.message }]);
  });

  it("falls back to the client's error message when the response has none", async () => {
    const { client } = clientAnswering({ status: 502, data: "<html>Bad gateway</html>" });
    await expect(client.get("/Card")).rejects.toThrow("Request failed with status code 502");
    expect(getNotifications()).toMatchObject([
      { title: "Error", message: "Request failed with status code 502" },
    ]);
  });

  it("redirects to sign-in on the first 401 without a notification, then only notifies", async () => {
    const unauthorized = { status: 401, data: { message: "Sign in to continue", code: "unauthorized" } };
    const { client, onFirstUnauthorized } = clientAnswering(unauthorized, unauthorized);

    await expect(client.get("/Card/Bookmarked")).rejects.toMatchObject({ status: 401 });
    expect(onFirstUnauthorized).toHaveBeenCalledWith("/card/my-cards?tab=drafts");
    expect(getNotifications()).toEqual([]);

    await expect(client.get("/Card/Bookmarked")).rejects.toMatchObject({ status: 401 });
    expect(onFirstUnauthorized).toHaveBeenCalledTimes(1);
    expect(getNotifications()).toMatchObject([{ title: "Error", message: "Sign in to continue" }]);
  });

  it("sends no Authorization header without a session", async () => {
    const { client, seen } = clientWith({ getToken: async () => undefined }, { status: 200, data: [] });
    await client.get("/Card");
    expect(seen[0]?.headers.Authorization).toBeUndefined();
  });

  it("leaves a visitor reading the public library on the page: no redirect, no notification", async () => {
    const unauthorized = { status: 401, data: { message: "Sign in to continue", code: "unauthorized" } };
    const { client, onFirstUnauthorized } = clientWith(
      { getToken: async () => undefined, isVisitorReading: () => true },
      unauthorized,
      unauthorized,
    );
    await expect(client.get("/Degree/ByUser/1")).rejects.toMatchObject({ status: 401 });
    await expect(client.get("/Publication/ByUser/1")).rejects.toMatchObject({ status: 401 });
    expect(onFirstUnauthorized).not.toHaveBeenCalled();
    expect(getNotifications()).toEqual([]);
  });

  it("stays quiet for statuses the caller handles itself", async () => {
    const { client } = clientAnswering({
      status: 404,
      data: { message: "Member not found", code: "not_found" },
    });
    await expect(client.get("/User/me", { quietStatuses: [404] })).rejects.toMatchObject({
      code: "not_found",
    });
    expect(getNotifications()).toEqual([]);
  });
});

describe("answers the page asked for before the app loaded", () => {
  afterEach(() => {
    delete window.__KEEN_EARLY__;
  });
  const early = (token: string, data: unknown) => Promise.resolve({ token, status: 200, data });

  it("answers the first plain GET of the path from the page's early request, then asks the API", async () => {
    window.__KEEN_EARLY__ = { "/User/me": early("token-123", { userId: "u1" }) };
    const { client, seen } = clientWith(
      { takesEarlyResponses: true },
      { status: 200, data: { userId: "u2" } },
    );
    expect((await client.get("/User/me")).data).toEqual({ userId: "u1" });
    expect(seen).toHaveLength(0);
    expect((await client.get("/User/me")).data).toEqual({ userId: "u2" });
    expect(seen).toHaveLength(1);
  });

  it("asks the API when the early request failed, used another token, or the request differs", async () => {
    window.__KEEN_EARLY__ = {
      "/User/me": Promise.resolve(null),
      "/Card/c1": early("old-token", { id: "c1" }),
      "/Card/c2": early("token-123", { id: "c2" }),
    };
    const { client, seen } = clientWith({ takesEarlyResponses: true });
    await client.get("/User/me");
    await client.get("/Card/c1");
    await client.get("/Card/c2", { params: { version: "draft" } });
    await client.post("/Card/c2", {});
    expect(seen.map((config) => config.url)).toEqual(["/User/me", "/Card/c1", "/Card/c2", "/Card/c2"]);
  });

  it("is only for the clients that take them", async () => {
    window.__KEEN_EARLY__ = { "/User/me": early("token-123", { userId: "u1" }) };
    const { client, seen } = clientAnswering({ status: 200, data: { userId: "u2" } });
    expect((await client.get("/User/me")).data).toEqual({ userId: "u2" });
    expect(seen).toHaveLength(1);
  });
});

describe("currentReturnPath", () => {
  it("prefers the current redirectTo parameter over the current path", () => {
    expect(currentReturnPath({ pathname: "/auth/login", search: "?redirectTo=%2Fcard%2F42" })).toBe(
      "/card/42",
    );
    expect(currentReturnPath({ pathname: "/search", search: "?query=design" })).toBe("/search?query=design");
  });
});
