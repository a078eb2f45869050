import type { BookmarkState } from "@keen/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AxiosResponse, InternalAxiosRequestConfig } from "axios";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiClient } from "@/lib/api-client";
import { clearNotifications, getNotifications } from "@/lib/notifications";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { BookmarkToggle } from "./bookmark-toggle";

beforeAll(() => installTestEnv());
beforeEach(() => clearNotifications());
afterEach(() => vi.restoreAllMocks());

const cardId = "5b0c1f3e-1111-4000-8000-000000000001";
const identity = { sub: "sub-1", email: "ada@ltu.edu" };
const me = { userId: "0b4f6c1e-1d0c-4a8e-9a51-000000000001", firstName: "Ada", lastName: "Lovelace" };
const meRoute = { "GET /User/me": () => ({ status: 200, data: me }) };

function renderToggle(props: Partial<Parameters<typeof BookmarkToggle>[0]> = {}, signedIn = true) {
  return renderApp({
    routes: [
      {
        path: "/",
        element: (
          <BookmarkToggle cardId={cardId} isBookmarked={false} bookmarkCount={4} canBookmark {...props} />
        ),
      },
    ],
    path: "/",
    identity: signedIn ? identity : undefined,
  });
}

function requestsSettled() {
  return !screen.getByRole("button").hasAttribute("aria-busy");
}

/** Holds `POST /Card/{id}/Bookmark` until the test lets it answer. */
function holdBookmarkCall() {
  let release: (state: BookmarkState) => void = () => undefined;
  apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) =>
    new Promise<AxiosResponse>((resolve) => {
      if (config.url === "/User/me") {
        resolve({ status: 200, statusText: "", headers: {}, config, data: me });
        return;
      }
      release = (data) => resolve({ status: 200, statusText: "", headers: {}, config, data });
    });
  return (state: BookmarkState) => release(state);
}

describe("BookmarkToggle", () => {
  it("flips state and count at once, then settles on the server's answer and tracks it", async () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => undefined);
    const onChange = vi.fn();
    const release = holdBookmarkCall();
    const user = userEvent.setup();
    renderToggle({ onChange });

    const button = await screen.findByRole("button", { name: "Bookmark, 4 bookmarks" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    await user.click(button);
    // Still waiting for the server, the button already shows the new state.
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(button).toHaveAccessibleName("Bookmarked, 5 bookmarks");

    release({ cardId, isBookmarked: true, bookmarkCount: 9 });
    await waitFor(() => expect(button).toHaveAccessibleName("Bookmarked, 9 bookmarks"));
    expect(onChange).toHaveBeenCalledWith({ cardId, isBookmarked: true, bookmarkCount: 9 });
    expect(debug).toHaveBeenCalledWith("[analytics]", "track", "bookmark", { cardId });
  });

  it("rolls back and says so when the server refuses", async () => {
    const requests = mockApi({
      ...meRoute,
      [`DELETE /Card/${cardId}/Bookmark`]: () => ({
        status: 404,
        data: { message: "Card not found", code: "not_found" },
      }),
    });
    const user = userEvent.setup();
    renderToggle({ isBookmarked: true, bookmarkCount: 3, cardTitle: "Egg drop", variant: "compact" });

    const button = screen.getByRole("button", { name: "Bookmark “Egg drop”, 3 bookmarks" });
    await user.click(button);
    await waitFor(() =>
      expect(getNotifications()).toEqual([
        expect.objectContaining({ title: "The bookmark was not removed", message: "Card not found" }),
      ]),
    );
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(button).toHaveAccessibleName("Bookmark “Egg drop”, 3 bookmarks");
    expect(requests.some((r) => r.method === "delete" && r.url === `/Card/${cardId}/Bookmark`)).toBe(true);
  });

  it("keeps the server's answer once the change succeeded", async () => {
    mockApi({
      ...meRoute,
      [`POST /Card/${cardId}/Bookmark`]: () => ({
        status: 200,
        data: { cardId, isBookmarked: true, bookmarkCount: 5 },
      }),
    });
    const user = userEvent.setup();
    renderToggle();
    await user.click(screen.getByRole("button", { name: "Bookmark, 4 bookmarks" }));
    await waitFor(() => expect(requestsSettled()).toBe(true));
    expect(screen.getByRole("button", { pressed: true })).toHaveAccessibleName("Bookmarked, 5 bookmarks");
    expect(getNotifications()).toEqual([]);
  });

  it("invites a signed-out reader to sign in instead of bookmarking", async () => {
    const requests = mockApi({});
    const user = userEvent.setup();
    const { auth } = renderToggle({ canBookmark: false }, false);

    const trigger = screen.getByRole("button", { name: "Bookmark, 4 bookmarks" });
    expect(trigger).not.toHaveAttribute("aria-pressed");
    await user.click(trigger);
    const prompt = await screen.findByRole("dialog", { name: "Sign in to bookmark this card" });
    expect(within(prompt).getByRole("button", { name: "Create account" })).toBeInTheDocument();
    await user.click(within(prompt).getByRole("button", { name: "Log in" }));
    // The log-in form (no sign-up hint), coming back to this page.
    expect(auth.signinRedirect).toHaveBeenCalledWith({
      state: { redirectTo: "/" },
      extraQueryParams: { return_to: "/" },
    });
    expect(requests.filter((r) => r.url?.includes("Bookmark"))).toHaveLength(0);
  });

  it("shows nothing to a member who cannot bookmark the card (a draft)", () => {
    mockApi(meRoute);
    renderToggle({ canBookmark: false });
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
