import type { CardSummary } from "@keen/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { buildCard } from "../editor/test/editor-fixtures";
import { BrowseCardsSection } from "./browse-cards-section";

beforeAll(() => installTestEnv());
beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  Element.prototype.scrollIntoView ??= () => undefined;
});

function summary(index: number, marks: Partial<CardSummary> = {}): CardSummary {
  const card = buildCard();
  return {
    ...card,
    id: `5b0c1f3e-2222-4000-8000-${String(index).padStart(12, "0")}`,
    title: `Card ${index}`,
    status: "published",
    tags: [],
    authors: [],
    versionNumber: 2,
    publishedAt: card.createdAt,
    ...marks,
  };
}

const reviewed = summary(1, {
  peerReview: {
    versionNumber: 2,
    reviewedAt: "2026-10-01T12:00:00.000Z",
    reviewer: { userId: "5b0c1f3e-3333-4000-8000-000000000001", name: "Rita Reviewer" },
    isLatest: true,
  },
});
const exemplar = summary(2, { isExemplar: true });

describe("Browse all", () => {
  it("narrows to peer-reviewed cards and back, and tiles show their badges", async () => {
    const requests = mockApi({
      "GET /Lookup/CardTypes": () => ({ status: 200, data: [] }),
      "GET /Card": (config) => {
        const params = config.params as { reviewed?: boolean; exemplar?: boolean };
        const items = params.reviewed ? [reviewed] : [reviewed, exemplar];
        return { status: 200, data: { items, total: items.length, page: 1, pageSize: 9 } };
      },
    });
    const user = userEvent.setup();
    renderApp({ routes: [{ path: "/card", Component: BrowseCardsSection }], path: "/card" });

    const grid = await screen.findByRole("list", { name: "All published cards" });
    await waitFor(() => expect(within(grid).getAllByRole("listitem")).toHaveLength(2));
    expect(within(grid).getByText("Peer reviewed")).toBeInTheDocument();
    expect(within(grid).getByText("Exemplar")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Peer reviewed" }));
    expect(screen.getByRole("button", { name: "Peer reviewed" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(within(grid).getAllByRole("listitem")).toHaveLength(1));
    expect(requests.at(-1)?.params).toMatchObject({ reviewed: true });

    await user.click(screen.getByRole("button", { name: "Peer reviewed" }));
    await waitFor(() => expect(within(grid).getAllByRole("listitem")).toHaveLength(2));
    expect(requests.at(-1)?.params).not.toHaveProperty("reviewed");
  });
});
