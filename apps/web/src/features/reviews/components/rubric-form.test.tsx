import type { ReviewDetail, ReviewUpdateInput } from "@keen/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearNotifications, getNotifications } from "@/lib/notifications";
import { type MockRoute, mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { buildDetail, buildRound, reviewer, rubric } from "../testing/review-fixtures";
import { RubricForm } from "./rubric-form";

beforeAll(() => installTestEnv());
beforeEach(() => clearNotifications());

const scoring = { score: true, decide: true, addNote: true };
const allHigh = Object.fromEntries(rubric.map((c) => [c.key, { level: "high" as const, comment: "" }]));

function scenario(
  review: ReviewDetail,
  routes: Record<string, MockRoute> = {},
  delayMs = 30,
  decided: Partial<ReviewDetail> = {},
) {
  const sent: ReviewUpdateInput[] = [];
  const path = `/Card/${review.cardId}/Review/${review.id}`;
  const requests = mockApi({
    [`PUT ${path}`]: (config) => {
      const body = JSON.parse(String(config.data)) as ReviewUpdateInput;
      sent.push(body);
      const answer = { ...review, status: body.decision ?? review.status };
      return { status: 200, data: body.decision ? { ...answer, ...decided } : answer };
    },
    ...routes,
  });
  renderApp({
    routes: [
      { path: "/", element: <RubricForm review={review} rubric={rubric} autosaveDelayMs={delayMs} /> },
    ],
    path: "/",
  });
  return { sent, requests, path };
}

describe("RubricForm", () => {
  it("saves a criterion’s level and comment after a pause, sending only that criterion", {
    timeout: 10_000,
  }, async () => {
    const review = buildDetail({ status: "under_review", reviewer, abilities: scoring });
    const { sent } = scenario(review, {}, 400);
    const user = userEvent.setup();
    // Label queries: role queries over seven criteria are slow in jsdom.
    const pedagogy = screen.getByText("Pedagogy", { selector: "legend" }).closest("fieldset") as HTMLElement;
    await user.click(within(pedagogy).getByLabelText(/Medium/));
    await user.type(screen.getByLabelText("Comment on Pedagogy"), "Reflect.");
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      scores: { pedagogy: { level: "medium", comment: "Reflect." } },
    });
    // Typing was debounced: far fewer saves than keystrokes.
    expect(sent.length).toBeLessThan(4);
  });

  it("says when a save failed and sends it again on Retry", { timeout: 15_000 }, async () => {
    const review = buildDetail({ status: "under_review", reviewer, abilities: scoring });
    let fail = true;
    const sent: ReviewUpdateInput[] = [];
    scenario(review, {
      [`PUT /Card/${review.cardId}/Review/${review.id}`]: (config) => {
        sent.push(JSON.parse(String(config.data)) as ReviewUpdateInput);
        return fail
          ? { status: 409, data: { message: "This review is no longer yours to score.", code: "conflict" } }
          : { status: 200, data: review };
      },
    });
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole("group", { name: "Assessment" })).getByRole("radio", { name: /Low/ }),
    );
    expect(
      await screen.findByText(/Not saved: This review is no longer yours to score\./),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(sent.at(-1)?.scores).toEqual({ assessment: { level: "low", comment: "" } });
  });

  it("explains what each decision still needs and does not send it", async () => {
    const review = buildDetail({ status: "under_review", reviewer, abilities: scoring });
    const { sent } = scenario(review);
    const user = userEvent.setup();
    const reviewed = screen.getByRole("button", { name: "Mark reviewed" });
    expect(reviewed).toHaveAttribute("aria-disabled", "true");
    expect(reviewed).toHaveAccessibleDescription(
      "Score every criterion to mark this card reviewed: 7 are still open.",
    );
    expect(screen.getByRole("button", { name: "Suggest updates" })).toHaveAccessibleDescription(
      "Write a summary for the authors to suggest updates.",
    );
    await user.click(reviewed);
    expect(screen.getByRole("group", { name: "Entrepreneurial Mindset" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Suggest updates" }));
    expect(screen.getByRole("textbox", { name: "Summary for the authors" })).toHaveFocus();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(sent.filter((body) => body.decision)).toEqual([]);
  });

  it("names the last criterion left to score", async () => {
    const { technical_content: _left, ...almost } = allHigh;
    const review = buildDetail({
      status: "under_review",
      reviewer,
      abilities: scoring,
      rounds: [buildRound({ scores: almost })],
    });
    scenario(review);
    expect(screen.getByRole("button", { name: "Mark reviewed" })).toHaveAccessibleDescription(
      "Score Technical Content to mark this card reviewed.",
    );
  });

  it("suggests updates with the summary once confirmed", async () => {
    const review = buildDetail({ status: "under_review", reviewer, abilities: scoring });
    const { sent } = scenario(review);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Summary for the authors" }), "Tighten the timings.");
    const suggest = screen.getByRole("button", { name: "Suggest updates" });
    expect(suggest).not.toHaveAttribute("aria-disabled");
    await user.click(suggest);
    const dialog = await screen.findByRole("alertdialog", { name: "Send your suggestions to the authors?" });
    await user.click(within(dialog).getByRole("button", { name: "Suggest updates" }));
    await waitFor(() => expect(sent.some((body) => body.decision)).toBe(true));
    expect(sent.find((body) => body.decision)).toMatchObject({
      decision: "updates_suggested",
      summary: "Tighten the timings.",
    });
  });

  it("marks the card reviewed when every criterion is scored; the authors publish it", async () => {
    const review = buildDetail({
      status: "under_review",
      reviewer,
      abilities: scoring,
      rounds: [buildRound({ scores: allHigh })],
    });
    const { sent } = scenario(review);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Mark reviewed" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Mark this card reviewed?" });
    expect(dialog).toHaveTextContent("publish the reviewed version themselves");
    await user.click(within(dialog).getByRole("button", { name: "Mark reviewed" }));
    await waitFor(() => expect(sent.find((body) => body.decision)?.decision).toBe("reviewed"));
    expect(sent.find((body) => body.decision)?.scores).toEqual(allHigh);
    await waitFor(() =>
      expect(getNotifications().map((n) => [n.title, n.message])).toEqual([
        [
          "Card marked reviewed",
          "The authors have been told. The reviewed version carries the Peer reviewed badge once they publish it.",
        ],
      ]),
    );
  });

  it("says the card is published on the authors' behalf when they chose Publish when reviewed", async () => {
    const review = buildDetail({
      status: "under_review",
      reviewer,
      abilities: scoring,
      rounds: [buildRound({ scores: allHigh })],
      publishWhenReviewed: true,
    });
    scenario(review, {}, 30, { versionNumber: 3 });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Mark reviewed" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Mark this card reviewed?" });
    expect(dialog).toHaveTextContent("published on their behalf with the Peer reviewed badge");
    await user.click(within(dialog).getByRole("button", { name: "Mark reviewed" }));
    await waitFor(() =>
      expect(getNotifications().map((n) => n.message)).toEqual([
        "Version 3 is published on the authors’ behalf with the Peer reviewed badge, and they have been told.",
      ]),
    );
  });
});
