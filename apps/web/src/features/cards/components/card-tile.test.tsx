import type { CardSummary } from "@keen/contracts";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CardTile } from "./card-tile";

const abilities = {
  edit: false,
  publish: false,
  unpublish: false,
  delete: false,
  restore: false,
  manageAuthors: false,
  viewAnalytics: false,
  bookmark: false,
  giveFeedback: false,
  requestFeedback: false,
  comment: false,
};

function buildSummary(overrides: Partial<CardSummary> = {}): CardSummary {
  return {
    id: "5b0c1f3e-1111-4000-8000-000000000001",
    status: "published",
    isDeleted: false,
    title: "Bridge design sprint",
    summary: "Students design, build and test a truss bridge in one week.",
    type: { id: "5b0c1f3e-2222-4000-8000-000000000001", name: "Activity" },
    disciplines: [],
    tags: [],
    coverImageUrl: null,
    authors: [
      { id: "a1", userId: "u1", name: "Ada Lovelace", isExternal: false },
      { id: "a2", userId: null, name: "Grace Hopper", isExternal: true },
    ],
    versionNumber: 2,
    hasUnpublishedChanges: false,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-14T10:00:00.000Z",
    publishedAt: "2026-11-12T10:00:00.000Z",
    deletedAt: null,
    abilities,
    bookmarkCount: 0,
    isBookmarked: false,
    ratingAverage: null,
    ratingCount: 0,
    timesUsed: 0,
    commentCount: 0,
    ...overrides,
  };
}

function renderTile(ui: React.ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe("CardTile", () => {
  it("shows type, title linked to the card, summary, authors and published date", () => {
    renderTile(<CardTile card={buildSummary()} />);
    const article = screen.getByRole("article");
    expect(within(article).getByRole("heading", { name: "Bridge design sprint" })).toBeInTheDocument();
    expect(within(article).getByRole("link", { name: "Bridge design sprint" })).toHaveAttribute(
      "href",
      "/card/5b0c1f3e-1111-4000-8000-000000000001",
    );
    expect(article).toHaveTextContent("Activity");
    expect(article).toHaveTextContent("Students design, build and test");
    expect(article).toHaveTextContent("Ada Lovelace and Grace Hopper");
    expect(article).toHaveTextContent("Published 12 Nov 2026");
  });

  it("uses a type-coloured placeholder without a cover, and the image with one", () => {
    const { rerender } = renderTile(<CardTile card={buildSummary()} />);
    expect(screen.getByTestId("card-cover-placeholder")).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();

    rerender(
      <MemoryRouter>
        <CardTile card={buildSummary({ coverImageUrl: "http://api.test/File/1/Content?token=t" })} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId("card-cover-placeholder")).not.toBeInTheDocument();
    expect(document.querySelector("img")).toHaveAttribute("src", "http://api.test/File/1/Content?token=t");
  });

  it("shows lifecycle badges only when asked, with the date that matters", () => {
    const draft = buildSummary({ status: "draft", publishedAt: null, title: "  " });
    const { rerender } = renderTile(<CardTile card={draft} />);
    expect(screen.queryByText("Draft")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Untitled card" })).toBeInTheDocument();

    rerender(
      <MemoryRouter>
        <CardTile card={draft} showStatus />
      </MemoryRouter>,
    );
    expect(screen.getByText("Draft")).toBeInTheDocument();
    expect(screen.getByRole("article")).toHaveTextContent("Updated 14 Nov 2026");

    rerender(
      <MemoryRouter>
        <CardTile
          card={buildSummary({ isDeleted: true, deletedAt: "2026-11-20T09:00:00.000Z" })}
          showStatus
        />
      </MemoryRouter>,
    );
    expect(screen.getByText("Deleted")).toBeInTheDocument();
    expect(screen.getByRole("article")).toHaveTextContent("Deleted 20 Nov 2026");
  });

  it("renders extra actions inside the tile", () => {
    renderTile(<CardTile card={buildSummary()} actions={<button type="button">Restore</button>} />);
    expect(within(screen.getByRole("article")).getByRole("button", { name: "Restore" })).toBeInTheDocument();
  });
});
