import { screen } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cardAbilities } from "@/test/member-fixtures";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { buildCard, memberId } from "../editor/test/editor-fixtures";
import { CardPage } from "./card-page";

beforeAll(() => installTestEnv());
beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});

const me = { userId: memberId, firstName: "Max", lastName: "Member", email: "max@ltu.edu", role: "member" };

function renderHiddenCard(isHidden: boolean) {
  const card = buildCard({
    version: "published",
    status: "published",
    versionNumber: 1,
    latestVersionNumber: 1,
    isHidden,
    abilities: cardAbilities({ edit: true }),
  });
  mockApi({
    "GET /User/me": () => ({ status: 200, data: me }),
    [`GET /Card/${card.id}`]: () => ({ status: 200, data: card }),
  });
  renderApp({
    routes: [{ path: "/card/:id", element: <CardPage cardId={card.id} /> }],
    path: `/card/${card.id}`,
    identity: { sub: "sub-1", email: "max@ltu.edu" },
  });
  return card;
}

describe("CardPage of a card hidden by moderation", () => {
  it("tells its author it is hidden while the admins review reports", async () => {
    const card = renderHiddenCard(true);
    expect(await screen.findByRole("heading", { level: 1, name: card.title })).toBeInTheDocument();
    expect(screen.getByText(/Hidden while the admins review reports/)).toBeInTheDocument();
  });

  it("says nothing of it on a card that is not hidden", async () => {
    const card = renderHiddenCard(false);
    expect(await screen.findByRole("heading", { level: 1, name: card.title })).toBeInTheDocument();
    expect(screen.queryByText(/Hidden while the admins review reports/)).not.toBeInTheDocument();
  });
});
