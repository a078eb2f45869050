import type { CardSummary } from "@keen/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { AuthContext } from "react-oidc-context";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { buildCardSummary, cardAbilities } from "@/test/member-fixtures";
import { mockApi } from "@/test/mock-api";
import { fakeAuth } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { CardTile } from "./card-tile";

beforeAll(() => installTestEnv());

function buildSummary(overrides: Partial<CardSummary> = {}): CardSummary {
  return buildCardSummary({
    id: "5b0c1f3e-1111-4000-8000-000000000001",
    title: "Bridge design sprint",
    summary: "Students design, build and test a truss bridge in one week.",
    type: { id: "5b0c1f3e-2222-4000-8000-000000000001", name: "Activity" },
    authors: [
      { id: "a1", userId: "u1", name: "Ada Lovelace", isExternal: false },
      { id: "a2", userId: null, name: "Grace Hopper", isExternal: true },
    ],
    versionNumber: 2,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-14T10:00:00.000Z",
    publishedAt: "2026-11-12T10:00:00.000Z",
    ...overrides,
  });
}

function renderTile(ui: React.ReactElement, { isSignedIn = false } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const auth = fakeAuth(isSignedIn ? { sub: "sub-1", email: "ada@ltu.edu" } : undefined);
  // The bookmark toggle on a tile needs the query cache and the session, as in the app.
  const Providers = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
    </QueryClientProvider>
  );
  return render(<MemoryRouter>{ui}</MemoryRouter>, { wrapper: Providers });
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

  it("shows the rating and times used compactly, and a bookmark toggle with the count", async () => {
    const card = buildSummary({
      ratingAverage: 4.3,
      ratingCount: 12,
      timesUsed: 5,
      bookmarkCount: 7,
      abilities: cardAbilities({ bookmark: true }),
    });
    mockApi({
      "GET /User/me": () => ({ status: 200, data: { userId: "u1" } }),
      [`POST /Card/${card.id}/Bookmark`]: () => ({
        status: 200,
        data: { cardId: card.id, isBookmarked: true, bookmarkCount: 8 },
      }),
    });
    renderTile(<CardTile card={card} />, { isSignedIn: true });
    const article = screen.getByRole("article");
    expect(article).toHaveTextContent("Rated 4.3 out of 5 from 12 ratings");
    expect(article).toHaveTextContent("used 5 times in teaching");
    const toggle = within(article).getByRole("button", {
      name: "Bookmark “Bridge design sprint”, 7 bookmarks",
    });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
  });

  it("leaves the figures out while a card has none, and the toggle off drafts", () => {
    renderTile(<CardTile card={buildSummary({ status: "draft" })} showStatus />, { isSignedIn: true });
    expect(screen.getByRole("article")).not.toHaveTextContent(/Rated|used/);
    expect(screen.queryByRole("button", { name: /Bookmark/ })).not.toBeInTheDocument();
  });
});
