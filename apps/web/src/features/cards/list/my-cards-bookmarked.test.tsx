import type { CardSummary } from "@keen/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { buildCard, memberId } from "../editor/test/editor-fixtures";
import { MyCardsPage } from "./my-cards-page";

beforeAll(() => installTestEnv());
beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  Element.prototype.scrollIntoView ??= () => undefined;
});

const me = { userId: memberId, firstName: "Max", lastName: "Member", email: "max@ltu.edu", role: "member" };

function summary(index: number): CardSummary {
  const card = buildCard();
  return {
    ...card,
    id: `5b0c1f3e-1111-4000-8000-${String(index).padStart(12, "0")}`,
    title: `Bookmarked card ${index}`,
    status: "published",
    tags: [],
    authors: [{ id: "a1", userId: "u9", name: "Grace Hopper", isExternal: false }],
    versionNumber: 1,
    publishedAt: card.createdAt,
    isBookmarked: true,
    bookmarkCount: 3,
    abilities: { ...card.abilities, bookmark: true },
  };
}

function renderPage(path: string) {
  return renderApp({
    routes: [{ path: "/card/my-cards", Component: MyCardsPage }],
    path,
    identity: { sub: "sub-1", email: "max@ltu.edu" },
  });
}

const emptyList = { items: [], total: 0, page: 1, pageSize: 12 };

describe("My cards → Bookmarked", () => {
  it("lists bookmarked cards newest first with their count on the tab, a page at a time", async () => {
    const requests = mockApi({
      "GET /User/me": () => ({ status: 200, data: me }),
      [`GET /Card/ByUser/${memberId}`]: () => ({ status: 200, data: emptyList }),
      "GET /Card/Bookmarked": (config) => {
        const { page, pageSize } = config.params as { page: number; pageSize: number };
        const items = pageSize === 1 ? [summary(1)] : page === 2 ? [summary(13)] : [summary(1), summary(2)];
        return { status: 200, data: { items, total: 13, page, pageSize } };
      },
    });
    const user = userEvent.setup();
    renderPage("/card/my-cards?tab=bookmarked");

    const tabs = screen.getByRole("navigation", { name: "My cards" });
    const current = within(tabs).getByRole("link", { current: "page" });
    expect(current).toHaveTextContent("Bookmarked");
    await waitFor(() => expect(current).toHaveTextContent("13"));

    const list = await screen.findByRole("list", { name: "Bookmarked cards" });
    expect(
      within(list)
        .getAllByRole("article")
        .map((a) => within(a).getByRole("heading").textContent),
    ).toEqual(["Bookmarked card 1", "Bookmarked card 2"]);
    expect(within(list).getAllByRole("button", { pressed: true })).toHaveLength(2);
    // The member's own lists are not shown under this tab.
    expect(screen.queryByRole("group", { name: "Show cards" })).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole("navigation", { name: "Bookmarked cards pages" })).getByRole("button", {
        name: /Next/,
      }),
    );
    expect(await screen.findByRole("heading", { name: "Bookmarked card 13" })).toBeInTheDocument();
    expect(requests.some((r) => r.url === "/Card/Bookmarked" && r.params?.page === 2)).toBe(true);
  });

  it("says what to do when nothing is bookmarked yet", async () => {
    mockApi({
      "GET /User/me": () => ({ status: 200, data: me }),
      [`GET /Card/ByUser/${memberId}`]: () => ({ status: 200, data: emptyList }),
      "GET /Card/Bookmarked": () => ({ status: 200, data: emptyList }),
    });
    renderPage("/card/my-cards?tab=bookmarked");
    expect(await screen.findByRole("heading", { name: "No bookmarks yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse cards" })).toHaveAttribute("href", "/card");
  });

  it("keeps the member's own cards as the first tab", async () => {
    mockApi({
      "GET /User/me": () => ({ status: 200, data: me }),
      [`GET /Card/ByUser/${memberId}`]: () => ({ status: 200, data: emptyList }),
      "GET /Card/Bookmarked": () => ({ status: 200, data: emptyList }),
    });
    renderPage("/card/my-cards");
    const tabs = screen.getByRole("navigation", { name: "My cards" });
    expect(within(tabs).getByRole("link", { current: "page" })).toHaveTextContent("Written by me");
    expect(await screen.findByRole("heading", { name: "You have no cards yet" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Bookmarked cards" })).not.toBeInTheDocument();
  });
});
