import { screen, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cardAbilities } from "@/test/member-fixtures";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { buildCard } from "../editor/test/editor-fixtures";
import { CardPage } from "./card-page";

beforeAll(() => installTestEnv());
beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});

const readerId = "0b4f6c1e-1d0c-4a8e-9a51-0000000000f1";
const me = {
  userId: readerId,
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@ltu.edu",
  role: "member",
};
const draft = buildCard({ abilities: cardAbilities({ giveFeedback: true }) });
const asker = {
  userId: draft.authors[0]?.userId ?? "",
  firstName: "Max",
  lastName: "Member",
  pictureUrl: "",
};
const emptyFeedback = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 10,
  summary: { ratingAverage: null, ratingCount: 0, timesUsed: 0, distribution: [0, 0, 0, 0, 0] },
  mine: null,
  canGiveFeedback: true,
};

function renderPage(path: string) {
  return renderApp({
    routes: [
      { path: "/card/:id/*", element: <CardPage cardId={draft.id} /> },
      { path: "/card/:id", element: <CardPage cardId={draft.id} /> },
    ],
    path,
    identity: { sub: "sub-2", email: "grace@ltu.edu" },
  });
}

describe("CardPage for a member asked for feedback", () => {
  it("opens the draft read-only with who asked, their note and the feedback form", async () => {
    const requests = mockApi({
      "GET /User/me": () => ({ status: 200, data: me }),
      [`GET /Card/${draft.id}`]: (config) =>
        config.params?.version === "draft" ? { status: 200, data: draft } : { status: 404, data: {} },
      [`GET /Card/${draft.id}/Feedback`]: () => ({ status: 200, data: emptyFeedback }),
      "GET /Card/FeedbackRequests/Mine": () => ({
        status: 200,
        data: [
          {
            id: "d0000000-0000-4000-8000-000000000001",
            cardId: draft.id,
            cardTitle: draft.title,
            member: { ...asker, userId: readerId, firstName: "Grace", lastName: "Hopper" },
            requestedBy: asker,
            message: "Does the rubric work?",
            status: "open",
            createdAt: draft.createdAt,
            answeredAt: null,
            withdrawnAt: null,
          },
        ],
      }),
    });
    renderPage(`/card/${draft.id}?version=draft`);

    const banner = await screen.findByText("Max Member asked for your feedback on this draft");
    expect(banner.closest("[role=status]")).toHaveTextContent("“Does the rubric work?”");
    expect(screen.queryByText(/Only its authors and editors can see it/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Edit" })).not.toBeInTheDocument();
    expect(await screen.findByRole("form", { name: "Give feedback" })).toBeInTheDocument();
    const tabs = screen.getByRole("navigation", { name: "Card sections" });
    expect(within(tabs).getByRole("link", { name: "Resources" })).toHaveAttribute(
      "href",
      `/card/${draft.id}/resources?version=draft`,
    );
    expect(requests.find((r) => r.url === `/Card/${draft.id}`)?.params).toEqual({ version: "draft" });
  });

  it("says the draft is no longer shared when the API refuses it", async () => {
    mockApi({
      "GET /User/me": () => ({ status: 200, data: me }),
      [`GET /Card/${draft.id}`]: () => ({ status: 403, data: { message: "Not allowed", code: "forbidden" } }),
    });
    renderPage(`/card/${draft.id}?version=draft`);
    expect(
      await screen.findByRole("heading", { name: "This draft is not shared with you" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the published card" })).toHaveAttribute(
      "href",
      `/card/${draft.id}`,
    );
  });
});
