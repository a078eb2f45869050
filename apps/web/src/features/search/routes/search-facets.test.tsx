import type { DraftSearchResult, SearchResult } from "@keen/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InternalAxiosRequestConfig } from "axios";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { searchClient } from "@/lib/api-client";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { Component as SearchPage } from "./search";

const cardHit = {
  type: "card" as const,
  cardId: "5b0c1f3e-1111-4000-8000-000000000001",
  title: "<b>Statics</b> of Rigid Bodies",
  summary: "Free-body diagrams.",
  cardType: "Activity",
  publishedAt: "2024-03-05T10:00:00.000Z",
  authors: ["Ada Lovelace"],
  titleHighlight: { text: "<b>Statics</b> of Rigid Bodies", highlights: [[3, 10]] as [number, number][] },
  summaryHighlight: { text: "Free-body diagrams.", highlights: [] },
  snippet: null,
  disciplines: ["Mechanical Engineering"],
  ratingAverage: 4.5,
  ratingCount: 2,
  bookmarkCount: 3,
  timesUsed: 1,
  isPeerReviewed: true,
  isExemplar: true,
};
const result: SearchResult = {
  items: [cardHit],
  total: 1200,
  totalIsEstimate: true,
  facets: {
    cardTypes: [{ value: "5b0c1f3e-4444-4000-8000-000000000004", label: "Activity", count: 700 }],
    disciplines: [
      { value: "5b0c1f3e-7777-4000-8000-000000000007", label: "Mechanical Engineering", count: 500 },
      { value: "5b0c1f3e-8888-4000-8000-000000000008", label: "Civil Engineering", count: 200 },
    ],
    courseLevels: [
      { value: "first-year", label: "First year", count: 400 },
      { value: "graduate", label: "Graduate", count: 90 },
    ],
    licenses: [{ value: "cc-by-4.0", label: "CC BY 4.0", count: 800 }],
    tags: [{ value: "mechanics", label: "mechanics", count: 300 }],
    reviewed: 10,
    exemplar: 2,
    isEstimate: true,
  },
  page: 1,
  pageSize: 20,
};
const drafts: DraftSearchResult = {
  items: [
    {
      cardId: "5b0c1f3e-5555-4000-8000-000000000005",
      status: "draft",
      titleHighlight: { text: "Hovercraft plan", highlights: [[0, 10]] },
      summaryHighlight: { text: "", highlights: [] },
      updatedAt: "2026-01-01T00:00:00.000Z",
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

const routes = [{ path: "/search", Component: SearchPage }];

beforeAll(() => installTestEnv());
beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});

const memberHit = {
  type: "user" as const,
  userId: "5b0c1f3e-2222-4000-8000-000000000002",
  firstName: "Grace",
  lastName: "Hopper",
  title: null,
  institution: null,
  pictureUrl: null,
};

describe("Search page: All tab (the header search's)", () => {
  it("shows the card filters and sort, says members are not filtered, and keeps choices in the address", async () => {
    const requests = mockApi(
      {
        "GET /Search": (_config: InternalAxiosRequestConfig) => ({
          status: 200,
          data: { ...result, items: [cardHit, memberHit] },
        }),
      },
      searchClient,
    );
    const { router } = renderApp({ routes, path: "/search?query=statics" });
    const filters = await screen.findByRole("complementary", { name: "Filter results" });
    expect(screen.getByText(/Filters and sort apply to cards/)).toBeInTheDocument();
    expect(within(filters).getByRole("group", { name: "Course level" })).toBeInTheDocument();
    expect(within(filters).getByRole("group", { name: "Licence" })).toBeInTheDocument();

    await userEvent.click(within(filters).getByRole("button", { name: /First year/ }));
    await waitFor(() => expect(router.state.location.search).toContain("courseLevel=first-year"));
    await userEvent.click(within(filters).getByRole("button", { name: /Graduate/ }));
    await userEvent.click(within(filters).getByRole("button", { name: /Civil Engineering/ }));
    await userEvent.selectOptions(screen.getByLabelText("Sort cards by"), "newest");
    await waitFor(() =>
      expect(requests.at(-1)?.params).toMatchObject({
        query: "statics",
        courseLevel: "first-year,graduate",
        discipline: "5b0c1f3e-8888-4000-8000-000000000008",
        sort: "newest",
      }),
    );
    expect(requests.at(-1)?.params?.types).toBeUndefined();
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get("courseLevel")).toBe("first-year,graduate");
    expect(search.get("sort")).toBe("newest");

    // Each filter on is listed and removable; "Clear filters" turns them all off.
    const on = screen.getByRole("list", { name: "Filters on" });
    await userEvent.click(within(on).getByRole("button", { name: "Remove filter First year" }));
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ courseLevel: "graduate" }));
    await userEvent.click(within(on).getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?query=statics&sort=newest"));
  });

  it("reads filters from a shared link: the request carries them and the chosen values are pressed", async () => {
    const requests = mockApi(
      { "GET /Search": (_config: InternalAxiosRequestConfig) => ({ status: 200, data: result }) },
      searchClient,
    );
    renderApp({
      routes,
      path: "/search?query=statics&license=cc-by-4.0&courseLevel=graduate,fourth-year&reviewed=true&sort=top_rated",
    });
    const filters = await screen.findByRole("complementary", { name: "Filter results" });
    expect(requests.at(-1)?.params).toMatchObject({
      license: "cc-by-4.0",
      courseLevel: "graduate,fourth-year",
      reviewed: true,
      sort: "top_rated",
    });
    expect(within(filters).getByRole("button", { name: /CC BY 4.0/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // A chosen value no match has now is still listed (with its label) so it can be turned off.
    expect(within(filters).getByRole("button", { name: /Fourth year/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByLabelText("Sort cards by")).toHaveValue("top_rated");
    expect(screen.getByRole("button", { name: "Peer reviewed" })).toHaveAttribute("aria-pressed", "true");
  });

  it("drops the card filters on the Members tab and keeps them on the Cards tab", async () => {
    mockApi({ "GET /Search": () => ({ status: 200, data: result }) }, searchClient);
    renderApp({ routes, path: "/search?query=statics&courseLevel=graduate&sort=newest" });
    await screen.findByRole("complementary", { name: "Filter results" });
    const tabs = screen.getByRole("navigation", { name: "Result type" });
    expect(within(tabs).getByRole("link", { name: "Cards" })).toHaveAttribute(
      "href",
      "/search?query=statics&courseLevel=graduate&sort=newest&types=card",
    );
    expect(within(tabs).getByRole("link", { name: "Members" })).toHaveAttribute(
      "href",
      "/search?query=statics&types=user",
    );
  });
});

describe("Search page: cards tab", () => {
  it("marks matched words as text, shows badges, facets with counts, sort, and filters by a facet", async () => {
    const requests = mockApi(
      { "GET /Search": (_config: InternalAxiosRequestConfig) => ({ status: 200, data: result }) },
      searchClient,
    );
    const { router } = renderApp({ routes, path: "/search?query=statics&types=card" });
    const results = await screen.findByRole("region", { name: "Search results" });
    expect(within(results).getByText("About 1,200 cards for “statics”")).toBeInTheDocument();
    // The card's own markup stays text; only the range is marked.
    expect(within(results).getByText("Statics", { selector: "mark" })).toBeInTheDocument();
    expect(within(results).getByRole("link", { name: "<b>Statics</b> of Rigid Bodies" })).toBeInTheDocument();
    expect(within(results).getByText("Peer reviewed")).toBeInTheDocument();
    expect(within(results).getByText("Exemplar")).toBeInTheDocument();

    const filters = screen.getByRole("complementary", { name: "Filter results" });
    await userEvent.click(within(filters).getByRole("button", { name: /mechanics/ }));
    await waitFor(() => expect(router.state.location.search).toContain("tag=mechanics"));
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ tag: "mechanics" }));

    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "top_rated");
    await waitFor(() =>
      expect(requests.at(-1)?.params).toMatchObject({ sort: "top_rated", tag: "mechanics" }),
    );
  });

  it("searches the caller's own drafts on the My drafts tab", async () => {
    const requests = mockApi({ "GET /Search/draft": () => ({ status: 200, data: drafts }) }, searchClient);
    mockApi({
      "GET /User/me": () => ({ status: 200, data: { userId: "5b0c1f3e-6666-4000-8000-000000000006" } }),
    });
    renderApp({
      routes,
      path: "/search?query=hovercraft&types=draft",
      identity: { sub: "sub-ada", email: "ada@ltu.edu" },
    });
    const results = await screen.findByRole("region", { name: "Search results" });
    expect(within(results).getByRole("link", { name: "Hovercraft plan" })).toHaveAttribute(
      "href",
      "/card/edit/5b0c1f3e-5555-4000-8000-000000000005",
    );
    expect(requests.at(-1)?.params).toMatchObject({ query: "hovercraft" });
  });
});
