import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "@/test/member-fixtures";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { Component as ReviewsRoute } from "../routes/reviews";
import { buildSummary, daysAgo, otherReviewer, queuePage, reviewer } from "../testing/review-fixtures";

beforeAll(() => installTestEnv());

const civil = { id: "40000000-0000-4000-8000-0000000000c1", name: "Civil Engineering" };
const chemical = { id: "40000000-0000-4000-8000-0000000000c2", name: "Chemical Engineering" };
const activity = { id: "50000000-0000-4000-8000-0000000000a1", name: "Activity" };
const lecture = { id: "50000000-0000-4000-8000-0000000000a2", name: "Lecture" };

const bridges = buildSummary({
  cardTitle: "Bridges",
  disciplines: [civil],
  cardType: activity,
  submittedAt: daysAgo(4),
});
const reactors = buildSummary({
  cardTitle: "Reactors",
  disciplines: [chemical],
  cardType: lecture,
  round: 3,
});
const claimed = buildSummary({
  cardTitle: "Interviews",
  status: "under_review",
  reviewer: otherReviewer,
  claimedAt: daysAgo(5),
  releaseAt: new Date(Date.now() + 2.5 * 86_400_000).toISOString(),
});

function scenario() {
  return mockApi({
    "GET /User/me": () => ({ status: 200, data: buildMember({ userId: reviewer.userId, role: "admin" }) }),
    "GET /Lookup/Disciplines": () => ({ status: 200, data: [civil, chemical] }),
    "GET /Lookup/CardTypes": () => ({ status: 200, data: [activity, lecture] }),
    "GET /Card/Review/Submitted": (request) => {
      const params = (request.params ?? {}) as Record<string, string>;
      const items = [bridges, reactors].filter(
        (item) =>
          (!params.disciplineId || item.disciplines.some((d) => d.id === params.disciplineId)) &&
          (!params.typeId || item.cardType?.id === params.typeId),
      );
      return { status: 200, data: queuePage(params.sort === "newest" ? items.reverse() : items) };
    },
    "GET /Card/Review/UnderReview": () => ({ status: 200, data: queuePage([claimed]) }),
    [`GET /User/${reviewer.userId}/ReviewCards`]: () => ({ status: 200, data: queuePage([]) }),
  });
}

function renderQueue(path = "/reviews") {
  return renderApp({
    routes: [{ path: "/reviews", Component: ReviewsRoute }],
    path,
    identity: { sub: "sub-rita", email: "rita@example.com" },
  });
}

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((row) => within(row).getAllByRole("link")[0]?.textContent);

describe("the review queue's triage", () => {
  it("shows each card's type, disciplines and round", async () => {
    scenario();
    renderQueue();
    const list = await screen.findByRole("list", { name: "Submitted for review" });
    const [first, second] = within(list).getAllByRole("listitem") as HTMLElement[];
    expect(within(first!).getByText("Activity")).toBeInTheDocument();
    expect(within(first!).getByText("Civil Engineering")).toBeInTheDocument();
    expect(within(first!).getByText("4 days waiting")).toBeInTheDocument();
    expect(within(second!).getByText("Lecture")).toBeInTheDocument();
    expect(within(second!).getByText("Round 3")).toBeInTheDocument();
  });

  it("filters by discipline and type and sorts newest first, asking the server and keeping it in the address", async () => {
    const requests = scenario();
    const user = userEvent.setup();
    const { router } = renderQueue();
    const list = await screen.findByRole("list", { name: "Submitted for review" });
    expect(titles(list)).toEqual(["Bridges", "Reactors"]);

    await screen.findByRole("option", { name: "Chemical Engineering" });
    await user.selectOptions(screen.getByLabelText("Discipline"), "Chemical Engineering");
    await waitFor(() =>
      expect(titles(screen.getByRole("list", { name: "Submitted for review" }))).toEqual(["Reactors"]),
    );
    expect(router.state.location.search).toBe(`?discipline=${chemical.id}`);
    expect(requests.at(-1)?.params).toEqual({ page: 1, pageSize: 20, disciplineId: chemical.id });

    await user.selectOptions(screen.getByLabelText("Discipline"), "All disciplines");
    await user.selectOptions(screen.getByLabelText("Order"), "Newest first");
    await waitFor(() =>
      expect(titles(screen.getByRole("list", { name: "Submitted for review" }))).toEqual([
        "Reactors",
        "Bridges",
      ]),
    );
    await user.selectOptions(screen.getByLabelText("Card type"), "Activity");
    await waitFor(() =>
      expect(titles(screen.getByRole("list", { name: "Submitted for review" }))).toEqual(["Bridges"]),
    );
    expect(router.state.location.search).toBe(`?sort=newest&type=${activity.id}`);
  });

  it("says so when no review matches the filters", async () => {
    scenario();
    renderQueue(`/reviews?discipline=${civil.id}&type=${lecture.id}`);
    expect(await screen.findByText("No reviews match these filters")).toBeInTheDocument();
  });

  it("shows when an unscored claim is released", async () => {
    scenario();
    renderQueue("/reviews?tab=under-review");
    const list = await screen.findByRole("list", { name: "Under review" });
    expect(within(list).getByText(/released in 2 days unless scored/)).toBeInTheDocument();
  });
});
