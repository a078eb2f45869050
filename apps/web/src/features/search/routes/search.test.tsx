import type { SearchResult } from "@keen/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InternalAxiosRequestConfig } from "axios";
import { Outlet } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { HeaderSearch } from "@/components/layout/header-search";
import { searchClient } from "@/lib/api-client";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { Component as SearchPage } from "./search";

const cardHit = {
  type: "card" as const,
  cardId: "5b0c1f3e-1111-4000-8000-000000000001",
  title: "Statics of Rigid Bodies",
  summary: "Free-body diagrams for first-year students.",
  cardType: "Activity",
  publishedAt: "2024-03-05T10:00:00.000Z",
  authors: ["Ada Lovelace", "Grace Hopper"],
  titleHighlight: { text: "Statics of Rigid Bodies", highlights: [[0, 7]] as [number, number][] },
  summaryHighlight: { text: "Free-body diagrams for first-year students.", highlights: [] },
  snippet: null,
  disciplines: ["Mechanical Engineering"],
  ratingAverage: 4.5,
  ratingCount: 2,
  bookmarkCount: 3,
  timesUsed: 1,
  isPeerReviewed: true,
  isExemplar: false,
};
const memberHit = {
  type: "user" as const,
  userId: "5b0c1f3e-2222-4000-8000-000000000002",
  firstName: "Grace",
  lastName: "Hopper",
  title: "Professor of Computer Science",
  institution: { id: "5b0c1f3e-3333-4000-8000-000000000003", name: "Yale University" },
  pictureUrl: null,
};

const routes = [
  {
    element: (
      <>
        <HeaderSearch />
        <Outlet />
      </>
    ),
    children: [
      { path: "/search", Component: SearchPage },
      { path: "/card/:id", element: <p>Card page</p> },
      { path: "/members/:id", element: <p>Member page</p> },
    ],
  },
];

/** The first page of results holding `items`, without facets. */
function firstPage(items: SearchResult["items"]): SearchResult {
  return { items, total: items.length, totalIsEstimate: false, facets: null, page: 1, pageSize: 20 };
}

/** Answers `GET /Search` with `reply(params)` and records the requests. */
function mockSearch(reply: (params: Record<string, unknown>) => SearchResult) {
  return mockApi(
    { "GET /Search": (config: InternalAxiosRequestConfig) => ({ status: 200, data: reply(config.params) }) },
    searchClient,
  );
}

beforeAll(() => installTestEnv());
beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});

describe("Search page", () => {
  it("lists card and member hits linking to the card and the profile, after skeletons", async () => {
    const requests = mockSearch(() => firstPage([cardHit, memberHit]));
    renderApp({ routes, path: "/search?query=statics" });

    expect(screen.getByRole("status", { name: "Loading results" })).toBeInTheDocument();
    const results = await screen.findByRole("region", { name: "Search results" });
    expect(within(results).getByText("2 results for “statics”")).toBeInTheDocument();

    const card = within(results).getByRole("link", { name: "Statics of Rigid Bodies" });
    expect(card).toHaveAttribute("href", `/card/${cardHit.cardId}`);
    expect(within(results).getByText("Activity")).toBeInTheDocument();
    expect(within(results).getByText("By Ada Lovelace and Grace Hopper")).toBeInTheDocument();
    expect(within(results).getByText(cardHit.summary)).toBeInTheDocument();

    const member = within(results).getByRole("link", { name: "Grace Hopper" });
    expect(member).toHaveAttribute("href", `/members/${memberHit.userId}`);
    expect(within(results).getByText("GH")).toBeInTheDocument();
    expect(within(results).getByText("Professor of Computer Science · Yale University")).toBeInTheDocument();

    expect(requests.map((r) => r.params)).toEqual([
      { query: "statics", types: undefined, page: 1, pageSize: 20 },
    ]);
    await userEvent.click(card);
    expect(await screen.findByText("Card page")).toBeInTheDocument();
  });

  it("shows a member's picture when they have one, and their initials when they do not", async () => {
    const pictured = {
      ...memberHit,
      userId: "5b0c1f3e-2222-4000-8000-000000000004",
      firstName: "Ada",
      lastName: "Lovelace",
      pictureUrl: "/User/5b0c1f3e-2222-4000-8000-000000000004/ProfilePicture?size=256&v=7",
    };
    mockSearch(() => firstPage([pictured, memberHit]));
    renderApp({ routes, path: "/search?query=a&types=user" });

    const rows = await screen.findAllByRole("article");
    const [adaRow, graceRow] = rows as [HTMLElement, HTMLElement];
    const picture = adaRow.querySelector("img");
    expect(picture).toHaveAttribute(
      "src",
      "http://api.test/User/5b0c1f3e-2222-4000-8000-000000000004/ProfilePicture?size=64&v=7",
    );
    expect(within(adaRow).queryByText("AL")).not.toBeInTheDocument();
    expect(graceRow.querySelector("img")).toBeNull();
    expect(within(graceRow).getByText("GH")).toBeInTheDocument();
  });

  it("asks for one type from the tab and says what to try when nothing matches", async () => {
    const requests = mockSearch(() => firstPage([]));
    const { router } = renderApp({ routes, path: "/search?query=zzqx&types=card" });

    expect(await screen.findByRole("heading", { name: "No results for “zzqx”" })).toBeInTheDocument();
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
    expect(requests[0]?.params).toMatchObject({ query: "zzqx", types: "card" });

    await userEvent.click(screen.getByRole("link", { name: "Search everything" }));
    await waitFor(() => expect(router.state.location.search).toBe("?query=zzqx"));
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ query: "zzqx", types: undefined }));
  });

  it("narrows the Cards tab to peer-reviewed or Exemplar cards, kept in the URL", async () => {
    const requests = mockSearch(() => firstPage([cardHit]));
    const { router } = renderApp({ routes, path: "/search?query=design&types=card" });
    await userEvent.click(await screen.findByRole("button", { name: "Peer reviewed" }));
    await waitFor(() => expect(router.state.location.search).toBe("?query=design&types=card&reviewed=true"));
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ types: "card", reviewed: true }));
    await userEvent.click(screen.getByRole("button", { name: "Exemplar" }));
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ reviewed: true, exemplar: true }));
  });

  it("pages through results with the page in the URL, and a new tab starts at page 1", async () => {
    const requests = mockSearch((params) => ({
      items: [{ ...cardHit, title: `Card on page ${params.page}` }],
      total: 45,
      totalIsEstimate: false,
      facets: null,
      page: Number(params.page),
      pageSize: 20,
    }));
    const { router } = renderApp({ routes, path: "/search?query=design" });

    expect(await screen.findByText("Card on page 1")).toBeInTheDocument();
    expect(screen.getByText("45 results for “design”")).toBeInTheDocument();
    const pages = screen.getByRole("navigation", { name: "Result pages" });
    expect(within(pages).getByRole("button", { name: /Previous/ })).toBeDisabled();

    await userEvent.click(within(pages).getByRole("button", { name: /Next/ }));
    expect(await screen.findByText("Card on page 2")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?query=design&page=2");
    expect(requests.at(-1)?.params).toMatchObject({ page: 2 });

    await userEvent.click(screen.getByRole("link", { name: "Members" }));
    await waitFor(() => expect(router.state.location.search).toBe("?query=design&types=user"));
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ types: "user", page: 1 }));
  });

  it("runs the header search box's query on this page", async () => {
    const requests = mockSearch((params) => ({
      items: params.query ? [memberHit] : [],
      total: params.query ? 1 : 0,
      totalIsEstimate: false,
      facets: null,
      page: 1,
      pageSize: 20,
    }));
    const { router } = renderApp({ routes, path: "/search" });
    expect(await screen.findByRole("heading", { name: "Nothing to show yet" })).toBeInTheDocument();

    // The header's box comes first; the page's own box has the same label.
    const [box] = screen.getAllByRole("searchbox", { name: "Search cards and members" });
    await userEvent.type(box!, "grace hopper{Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?query=grace+hopper"));
    expect(await screen.findByRole("link", { name: "Grace Hopper" })).toBeInTheDocument();
    expect(requests.at(-1)?.params).toMatchObject({ query: "grace hopper", page: 1 });
  });

  it("offers to try again when the search service fails", async () => {
    let fails = true;
    mockApi(
      {
        "GET /Search": () =>
          fails
            ? { status: 503, data: { message: "Unavailable", code: "unavailable" } }
            : {
                status: 200,
                data: {
                  items: [cardHit],
                  total: 1,
                  totalIsEstimate: false,
                  facets: null,
                  page: 1,
                  pageSize: 20,
                },
              },
      },
      searchClient,
    );
    renderApp({ routes, path: "/search?query=statics" });
    expect(
      await screen.findByRole("heading", { name: "Search is not available right now" }),
    ).toBeInTheDocument();
    fails = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Statics of Rigid Bodies" })).toBeInTheDocument();
  });

  it("reads published results for a visitor, with no drafts tab; drafts ask to sign in", async () => {
    const requests = mockSearch(() => firstPage([cardHit]));
    const { unmount } = renderApp({ routes, path: "/search?query=statics" });
    expect(await screen.findByRole("link", { name: "Statics of Rigid Bodies" })).toBeInTheDocument();
    const tabs = screen.getByRole("navigation", { name: "Result type" });
    expect(
      within(tabs)
        .getAllByRole("link")
        .map((tab) => tab.textContent),
    ).toEqual(["All", "Cards", "Members"]);
    unmount();

    renderApp({ routes, path: "/search?query=statics&types=draft" });
    expect(screen.getByText("Sign in to search your drafts")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log in" })).toBeInTheDocument();
    expect(requests.filter((request) => request.url === "/Search/draft")).toHaveLength(0);
  });

  it("offers a member the drafts tab", async () => {
    mockSearch(() => firstPage([]));
    renderApp({ routes, path: "/search?query=statics", identity: { sub: "sub-ada", email: "ada@ltu.edu" } });
    const tabs = screen.getByRole("navigation", { name: "Result type" });
    expect(within(tabs).getByRole("link", { name: "My drafts" })).toBeInTheDocument();
  });
});
