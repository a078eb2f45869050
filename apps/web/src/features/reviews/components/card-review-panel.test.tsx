import type { ReviewDetail, ReviewSummary } from "@keen/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { buildMember } from "@/test/member-fixtures";
import { type MockRoute, mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import {
  author,
  buildDetail,
  buildNote,
  buildRound,
  daysAgo,
  reviewer,
  rubric,
} from "../testing/review-fixtures";
import { CardReviewPanel } from "./card-review-panel";

beforeAll(() => installTestEnv());

const cardId = "3e0c8f6b-2f7a-4d53-b2a4-0000000000aa";

function scenario(history: ReviewSummary[], detail?: ReviewDetail, routes: Record<string, MockRoute> = {}) {
  const requests = mockApi({
    "GET /User/me": () => ({ status: 200, data: buildMember({ userId: author.userId }) }),
    "GET /Card/Rubrics": () => ({ status: 200, data: rubric }),
    [`GET /Card/${cardId}/Review`]: () => ({ status: 200, data: history }),
    ...(detail ? { [`GET /Card/${cardId}/Review/${detail.id}`]: () => ({ status: 200, data: detail }) } : {}),
    ...routes,
  });
  const onBeforeSubmit = vi.fn(async () => true);
  renderApp({
    routes: [
      { path: "/", element: <CardReviewPanel cardId={cardId} canSubmit onBeforeSubmit={onBeforeSubmit} /> },
    ],
    path: "/",
    identity: { sub: "sub-ada", email: "ada@example.com" },
  });
  return { requests, onBeforeSubmit };
}

describe("CardReviewPanel", () => {
  it("submits the saved draft for review with a note", { timeout: 15_000 }, async () => {
    const submitted = buildDetail({
      cardId,
      status: "submitted",
      abilities: { withdraw: true, addNote: true },
    });
    let history: ReviewSummary[] = [];
    let body: unknown;
    const { onBeforeSubmit } = scenario([], undefined, {
      [`GET /Card/${cardId}/Review`]: () => ({ status: 200, data: history }),
      [`POST /Card/${cardId}/Review`]: (config) => {
        body = JSON.parse(String(config.data));
        history = [submitted];
        return { status: 201, data: submitted };
      },
      [`GET /Card/${cardId}/Review/${submitted.id}`]: () => ({ status: 200, data: submitted }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Submit for review" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit for review" });
    await user.type(
      within(dialog).getByRole("textbox", { name: /Note to the reviewer/ }),
      "First card of mine.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Submit for review" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onBeforeSubmit).toHaveBeenCalled();
    expect(body).toEqual({ note: "First card of mine.", publishWhenReviewed: false });
    expect(await screen.findByRole("button", { name: "Withdraw" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit for review" })).not.toBeInTheDocument();
    const current = within(screen.getByRole("list", { name: "Review progress" })).getByText(/current step/);
    expect(current.parentElement).toHaveTextContent("Submitted");
  });

  it("shows the server's refusal inside the dialog", async () => {
    scenario([], undefined, {
      [`POST /Card/${cardId}/Review`]: () => ({
        status: 400,
        data: { message: "Add a title and summary before submitting.", code: "validation_error" },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Submit for review" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Submit for review" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Add a title and summary before submitting.",
    );
  });

  it("withdraws a submission nobody has claimed", async () => {
    const submitted = buildDetail({ cardId, status: "submitted", abilities: { withdraw: true } });
    let withdrawn = false;
    scenario([submitted], submitted, {
      [`DELETE /Card/${cardId}/Review/${submitted.id}`]: () => {
        withdrawn = true;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Withdraw" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Withdraw from review?" });
    await user.click(within(confirm).getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(withdrawn).toBe(true));
  });

  it("offers no Submit or Withdraw while a reviewer has the card", async () => {
    const claimed = buildDetail({ cardId, status: "under_review", reviewer, claimedAt: daysAgo(1) });
    scenario([claimed], claimed);
    expect(await screen.findByText(/A reviewer is scoring the submitted version/)).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Review progress" })).toHaveTextContent(
      "Under review (current step)Rita Reviewer, yesterday",
    );
    expect(screen.queryByRole("button", { name: /Submit|Withdraw|Resubmit/ })).not.toBeInTheDocument();
  });

  it("shows the reviewer's feedback after updates were suggested, and resubmits", async () => {
    const decided = buildDetail({
      cardId,
      status: "updates_suggested",
      reviewer,
      rounds: [
        buildRound({
          decision: "updates_suggested",
          decidedAt: daysAgo(1),
          summary: "Tighten the timings.",
          scores: { pedagogy: { level: "medium", comment: "Add a reflection step." } },
        }),
      ],
      notes: [buildNote("Which step needs the most time?")],
      abilities: { resubmit: true, addNote: true },
    });
    let body: unknown;
    scenario([decided], decided, {
      [`POST /Card/${cardId}/Review`]: (config) => {
        body = JSON.parse(String(config.data));
        return { status: 201, data: { ...decided, status: "under_review", round: 2 } };
      },
    });
    const user = userEvent.setup();
    const feedback = await screen.findByText("Reviewer’s feedback, round 1");
    expect(feedback.closest("details")).toHaveAttribute("open");
    expect(screen.getByText("Tighten the timings.")).toBeInTheDocument();
    expect(screen.getByText("Add a reflection step.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resubmit" }));
    const dialog = await screen.findByRole("dialog", { name: "Resubmit for review" });
    await user.type(within(dialog).getByRole("textbox"), "Timings are now per step.");
    await user.click(within(dialog).getByRole("button", { name: "Resubmit" }));
    await waitFor(() =>
      expect(body).toEqual({ note: "Timings are now per step.", publishWhenReviewed: false }),
    );
  });

  it("answers in Author Notes", async () => {
    const decided = buildDetail({
      cardId,
      status: "updates_suggested",
      reviewer,
      rounds: [buildRound({ decision: "updates_suggested", decidedAt: daysAgo(1), summary: "More detail." })],
      notes: [buildNote("Could you add timings?", { author: reviewer, isReviewer: true })],
      abilities: { resubmit: true, addNote: true },
    });
    let posted: unknown;
    scenario([decided], decided, {
      [`POST /Card/${cardId}/Review/${decided.id}/Notes`]: (config) => {
        posted = JSON.parse(String(config.data));
        return {
          status: 201,
          data: buildNote("Added them, thanks.", { createdAt: new Date().toISOString() }),
        };
      },
    });
    const user = userEvent.setup();
    const notes = await screen.findByRole("region", { name: "Author Notes" });
    expect(within(notes).getByRole("listitem")).toHaveTextContent(
      /Rita Reviewer\s*Reviewer · round 1.*Could you add timings\?/,
    );
    await user.click(within(notes).getByRole("button", { name: "Send note" }));
    expect(within(notes).getByRole("alert")).toHaveTextContent("Write a note first.");
    await user.type(within(notes).getByRole("textbox", { name: "Add a note" }), "Added them, thanks.");
    await user.click(within(notes).getByRole("button", { name: "Send note" }));
    await waitFor(() => expect(within(notes).getAllByRole("listitem")).toHaveLength(2));
    expect(posted).toEqual({ body: "Added them, thanks." });
    expect(within(notes).getByRole("textbox", { name: "Add a note" })).toHaveValue("");
  });

  it("tells the authors of a reviewed card to publish it while the draft is the reviewed version", async () => {
    const reviewed = buildDetail({
      cardId,
      status: "reviewed",
      reviewer,
      rounds: [buildRound({ decision: "reviewed", decidedAt: daysAgo(1) })],
      isDraftReviewed: true,
    });
    scenario([reviewed], reviewed);
    expect(
      await screen.findByText(
        "This card passed peer review. Publish it to put the reviewed version out with the Peer reviewed badge.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit for review" })).not.toBeInTheDocument();
  });

  it("names the version carrying the badge once the reviewed card is published", async () => {
    const reviewed = buildDetail({
      cardId,
      status: "reviewed",
      reviewer,
      rounds: [buildRound({ decision: "reviewed", decidedAt: daysAgo(1) })],
      versionNumber: 2,
    });
    scenario([reviewed], reviewed);
    expect(await screen.findByText(/version 2 carries the Peer reviewed badge/)).toBeInTheDocument();
  });

  it("stays out of the way when the card's reviews cannot be read", async () => {
    const { requests } = scenario([], undefined, {
      [`GET /Card/${cardId}/Review`]: () => ({ status: 403, data: { message: "No", code: "forbidden" } }),
    });
    await waitFor(() => expect(requests.some((r) => r.url === `/Card/${cardId}/Review`)).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Peer review" })).not.toBeInTheDocument(),
    );
  });
});
