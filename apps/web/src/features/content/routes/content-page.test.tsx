import type { CmsPage } from "@keen/contracts";
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { Component as ContentPage, slugOfPath } from "./content-page";

beforeAll(() => installTestEnv());

const routes = [
  { path: "/about", Component: ContentPage },
  { path: "/explore/mindset", Component: ContentPage },
  { path: "/:slug", Component: ContentPage },
];

function buildPage(slug: string, title: string, contentHtml: string): CmsPage {
  const at = "2026-03-02T10:00:00.000Z";
  return {
    id: "6c1f0000-0000-4000-8000-000000000001",
    slug,
    title,
    summary: `What ${title} is about.`,
    isActive: true,
    createdAt: at,
    updatedAt: at,
    updatedBy: null,
    content: { type: "doc", content: [] },
    contentHtml,
    abilities: { edit: false, delete: false },
  };
}

describe("content pages", () => {
  it("renders the CMS page of a content route: title, summary, sanitised HTML and its section", async () => {
    const requests = mockApi({
      "GET /CmsPage/by-slug/about": () => ({
        status: 200,
        data: buildPage(
          "about",
          "About KEEN Cards",
          "<p>Cards are written together.</p><h3>Who writes them?</h3>",
        ),
      }),
    });
    renderApp({ routes, path: "/about" });

    expect(await screen.findByRole("heading", { level: 1, name: "About KEEN Cards" })).toBeInTheDocument();
    expect(screen.getByText("What About KEEN Cards is about.")).toBeInTheDocument();
    expect(screen.getByText("Cards are written together.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Who writes them?" })).toBeInTheDocument();
    const section = screen.getByRole("navigation", { name: "Entrepreneurial Mindset" });
    expect(within(section).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    expect(requests.map((r) => r.url)).toEqual(["/CmsPage/by-slug/about"]);
  });

  it("reads /explore children from the page of the same slug", async () => {
    const requests = mockApi({
      "GET /CmsPage/by-slug/mindset": () => ({
        status: 200,
        data: buildPage("mindset", "What is EM?", "<p>3Cs.</p>"),
      }),
    });
    renderApp({ routes, path: "/explore/mindset" });
    expect(await screen.findByRole("heading", { level: 1, name: "What is EM?" })).toBeInTheDocument();
    expect(requests[0]?.url).toBe("/CmsPage/by-slug/mindset");
  });

  it("renders any other active page at /{slug}", async () => {
    mockApi({
      "GET /CmsPage/by-slug/teaching-tips": () => ({
        status: 200,
        data: buildPage("teaching-tips", "Teaching tips", "<p>Start with a question.</p>"),
      }),
    });
    renderApp({ routes, path: "/teaching-tips" });
    expect(await screen.findByRole("heading", { level: 1, name: "Teaching tips" })).toBeInTheDocument();
    expect(screen.getByText("Start with a question.")).toBeInTheDocument();
  });

  it("shows the not-found page when there is no active page at the slug (404)", async () => {
    mockApi({}); // every path answers 404
    renderApp({ routes, path: "/no-such-page" });
    expect(await screen.findByRole("heading", { name: "We couldn’t find that page" })).toBeInTheDocument();
  });
});

describe("slugOfPath", () => {
  it("takes the route parameter, else the last path segment, in lower case", () => {
    expect(slugOfPath("/Teaching-Tips", "Teaching-Tips")).toBe("teaching-tips");
    expect(slugOfPath("/explore/mindset/")).toBe("mindset");
    expect(slugOfPath("/privacy")).toBe("privacy");
  });
});
