import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "@/test/member-fixtures";
import { type MockRoute, mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { Component as ReviewsRoute } from "../routes/reviews";
import {
  buildDetail,
  buildSummary,
  daysAgo,
  otherReviewer,
  queuePage,
  reviewer,
} from "../testing/review-fixtures";

beforeAll(() => installTestEnv());

const old = buildSummary({ cardTitle: "Design sprints for sophomores", submittedAt: daysAgo(9) });
const recent = buildSummary({ cardTitle: "Bridges from index cards", submittedAt: daysAgo(3.2), round: 2 });
const claimed = buildSummary({
  cardTitle: "Customer interviews in capstone",
  status: "under_review",
  reviewer: otherReviewer,
  claimedAt: daysAgo(2),
});

function scenario(role: "member" | "reviewer" | "admin", routes: Record<string, MockRoute> = {}) {
  return mockApi({
    "GET /User/me": () => ({ status: 200, data: buildMember({ userId: reviewer.userId, role }) }),
    "GET /Card/Review/Submitted": () => ({ status: 200, data: queuePage([old, recent]) }),
    "GET /Card/Review/UnderReview": () => ({ status: 200, data: queuePage([claimed]) }),
    [`GET /User/${reviewer.userId}/ReviewCards`]: () => ({ status: 200, data: queuePage([]) }),
    ...routes,
  });
}

function renderQueue(path = "/reviews") {
  return renderApp({
    routes: [
      { path: "/reviews", Component: ReviewsRoute },
      { path: "/reviews/:cardId/:reviewId", element: <h1>Review screen</h1> },
    ],
    path,
    identity: { sub: "sub-rita", email: "rita@example.com" },
  });
}

describe("/reviews", () => {
  it("lists submitted cards oldest first with how long each has waited", async () => {
    const requests = scenario("reviewer");
    renderQueue();
    const list = await screen.findByRole("list", { name: "Submitted for review" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getAllByRole("link")[0]?.textContent)).toEqual([
      "Design sprints for sophomores",
      "Bridges from index cards",
    ]);
    expect(within(rows[0] as HTMLElement).getByText("9 days waiting")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("3 days waiting")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("Round 2")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Submitted/, current: "page" })).toHaveTextContent("Submitted2");
    const submitted = requests.find((r) => r.url === "/Card/Review/Submitted");
    expect(submitted?.params).toEqual({ page: 1, pageSize: 20 });
  });

  it("claims a card and opens its review", async () => {
    const requests = scenario("reviewer", {
      [`POST /Card/${old.cardId}/Review/${old.id}/Claim`]: () => ({
        status: 200,
        data: buildDetail({ ...old, status: "under_review", reviewer, claimedAt: new Date().toISOString() }),
      }),
    });
    const user = userEvent.setup();
    const { router } = renderQueue();
    await user.click(await screen.findByRole("button", { name: "Claim Design sprints for sophomores" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/reviews/${old.cardId}/${old.id}`));
    expect(requests.some((r) => r.method === "post" && r.url?.endsWith("/Claim"))).toBe(true);
  });

  it("says so when another reviewer claimed the card first, and refreshes the list", async () => {
    let submittedCalls = 0;
    scenario("reviewer", {
      "GET /Card/Review/Submitted": () => {
        submittedCalls += 1;
        return { status: 200, data: queuePage(submittedCalls === 1 ? [old, recent] : [recent]) };
      },
      [`POST /Card/${old.cardId}/Review/${old.id}/Claim`]: () => ({
        status: 409,
        data: { message: "Omar Okoye claimed this review first.", code: "conflict" },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderQueue();
    await user.click(await screen.findByRole("button", { name: "Claim Design sprints for sophomores" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Omar Okoye claimed this review first. The list has been refreshed.",
    );
    await waitFor(() => expect(screen.queryByText("Design sprints for sophomores")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/reviews");
  });

  it("shows who claimed each review under review, and lets an admin unassign", async () => {
    const requests = scenario("admin", {
      [`DELETE /Card/${claimed.cardId}/Review/${claimed.id}/Claim`]: () => ({ status: 204 }),
    });
    const user = userEvent.setup();
    renderQueue("/reviews?tab=under-review");
    const list = await screen.findByRole("list", { name: "Under review" });
    expect(within(list).getByText(/Claimed by Omar Okoye/)).toHaveTextContent(
      "Claimed by Omar Okoye 2 days ago",
    );
    await user.click(within(list).getByRole("button", { name: /Unassign Omar Okoye/ }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === "delete" && r.url?.endsWith(`${claimed.id}/Claim`))).toBe(
        true,
      ),
    );
  });

  it("offers no Unassign to reviewers", async () => {
    scenario("reviewer");
    renderQueue("/reviews?tab=under-review");
    await screen.findByRole("list", { name: "Under review" });
    expect(screen.queryByRole("button", { name: /Unassign/ })).not.toBeInTheDocument();
  });

  it("lists the reviewer's own reviews, and says what to do when there are none", async () => {
    scenario("reviewer");
    renderQueue("/reviews?tab=mine");
    expect(
      await screen.findByRole("heading", { name: "You have not reviewed any cards yet" }),
    ).toBeInTheDocument();
  });

  it("shows members the access-denied page", async () => {
    const requests = scenario("member");
    renderQueue();
    expect(
      await screen.findByRole("heading", { name: "You don’t have access to this page" }),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url?.startsWith("/Card/Review"))).toBe(false);
  });
});
