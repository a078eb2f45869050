import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "@/test/member-fixtures";
import { type MockRoute, mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import {
  buildContent,
  buildDetail,
  buildRound,
  daysAgo,
  doc,
  reviewer,
  rubric,
} from "../testing/review-fixtures";
import { Component as ReviewRoute } from "./review";

beforeAll(() => installTestEnv());

function scenario(review = buildDetail(), routes: Record<string, MockRoute> = {}) {
  mockApi({
    "GET /User/me": () => ({ status: 200, data: buildMember({ userId: reviewer.userId, role: "reviewer" }) }),
    "GET /Card/Rubrics": () => ({ status: 200, data: rubric }),
    [`GET /Card/${review.cardId}/Review/${review.id}`]: () => ({ status: 200, data: review }),
    ...routes,
  });
  renderApp({
    routes: [{ path: "/reviews/:cardId/:reviewId", Component: ReviewRoute }],
    path: `/reviews/${review.cardId}/${review.id}`,
    identity: { sub: "sub-rita", email: "rita@example.com" },
  });
  return review;
}

describe("/reviews/:cardId/:reviewId", () => {
  it("shows the frozen round and, from round 2, what changed since the previous one", {
    timeout: 15_000,
  }, async () => {
    scenario(
      buildDetail({
        status: "under_review",
        round: 2,
        reviewer,
        claimedAt: daysAgo(1),
        rounds: [
          buildRound({ decision: "updates_suggested", decidedAt: daysAgo(2), summary: "Add timings." }),
          buildRound({
            number: 2,
            note: "Timings added per step.",
            content: buildContent({ description: doc("Students work in teams of four for 20 minutes.") }),
          }),
        ],
        abilities: { score: true, decide: true, addNote: true },
      }),
    );
    const user = userEvent.setup();
    const frozen = await screen.findByRole("region", { name: "Card as submitted for round 2" });
    expect(within(frozen).getByRole("heading", { name: "Bridges from index cards" })).toBeInTheDocument();
    expect(
      await within(frozen).findByText("Students work in teams of four for 20 minutes."),
    ).toBeInTheDocument();
    expect(screen.getByText("Timings added per step.")).toBeInTheDocument();
    await user.click(within(frozen).getByRole("tab", { name: "What changed since round 1" }));
    const changes = within(frozen).getByRole("region", { name: "Changes to Description" });
    const added = [...changes.querySelectorAll("ins")].map((ins) => ins.textContent);
    expect(added).toEqual(["[added: for 20 minutes]"]);
    expect(screen.getByRole("form", { name: "Review rubric" })).toBeInTheDocument();
    expect(screen.getByText("Round 1: updates suggested")).toBeInTheDocument();
  });

  it("lets a reviewer claim a submitted review from its page", async () => {
    const review = buildDetail({ status: "submitted", abilities: { claim: true } });
    let claimed = false;
    scenario(review, {
      [`POST /Card/${review.cardId}/Review/${review.id}/Claim`]: () => {
        claimed = true;
        return {
          status: 200,
          data: {
            ...review,
            status: "under_review",
            reviewer,
            abilities: { ...review.abilities, claim: false, score: true, decide: true },
          },
        };
      },
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText("Claim this review to score the card against the seven criteria."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Claim this review" }));
    expect(await screen.findByRole("form", { name: "Review rubric" })).toBeInTheDocument();
    expect(claimed).toBe(true);
  });

  it("says when the review cannot be opened", async () => {
    const review = buildDetail();
    scenario(review, {
      [`GET /Card/${review.cardId}/Review/${review.id}`]: () => ({
        status: 404,
        data: { message: "Not found", code: "not_found" },
      }),
    });
    expect(await screen.findByRole("heading", { name: "This review is not available" })).toBeInTheDocument();
  });
});
