import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildDetail, buildRound, buildSummary, daysAgo, reviewer } from "../testing/review-fixtures";
import { ReviewStatusStrip } from "./review-status-strip";

function steps() {
  const list = screen.getByRole("list", { name: "Review progress" });
  return (
    within(list)
      .getAllByRole("listitem")
      // The step number is decorative (aria-hidden); the text is what is read.
      .map((item) => ({
        text: item.textContent?.replace(/^\d/, ""),
        isCurrent: item.getAttribute("aria-current") === "step",
      }))
  );
}

describe("ReviewStatusStrip", () => {
  it("waits on every step before the card is submitted", () => {
    render(<ReviewStatusStrip review={undefined} />);
    expect(steps()).toEqual([
      { text: "Submitted (not yet)", isCurrent: false },
      { text: "Under review (not yet)", isCurrent: false },
      { text: "Updates suggested or reviewed (not yet)", isCurrent: false },
    ]);
  });

  it("highlights Submitted with who submitted it, when, and how long it has waited for a reviewer", () => {
    render(<ReviewStatusStrip review={buildSummary({ submittedAt: daysAgo(2) })} />);
    expect(steps()[0]).toEqual({
      text: "Submitted (current step)by Ada Okafor, 2 days ago2 days waiting for a reviewer",
      isCurrent: true,
    });
    expect(steps()[1]?.isCurrent).toBe(false);
  });

  it("highlights Under review with the reviewer and when they claimed it", () => {
    render(
      <ReviewStatusStrip
        review={buildSummary({ status: "under_review", reviewer, claimedAt: daysAgo(1) })}
      />,
    );
    expect(steps()).toEqual([
      expect.objectContaining({ text: expect.stringContaining("Submitted (done)"), isCurrent: false }),
      { text: "Under review (current step)Rita Reviewer, yesterday", isCurrent: true },
      expect.objectContaining({ isCurrent: false }),
    ]);
  });

  it("ends on Updates suggested with the reviewer and the decision date, counting rounds", () => {
    const review = buildDetail({
      status: "updates_suggested",
      round: 2,
      reviewer,
      rounds: [buildRound({ decision: "updates_suggested", decidedAt: daysAgo(3) })],
    });
    render(<ReviewStatusStrip review={review} />);
    expect(steps()[0]?.text).toContain("Resubmitted (round 2) (done)");
    expect(steps()[2]).toEqual({
      text: "Updates suggested (current step)by Rita Reviewer, 3 days ago",
      isCurrent: true,
    });
  });

  it("ends on Reviewed", () => {
    const review = buildDetail({
      status: "reviewed",
      reviewer,
      rounds: [buildRound({ decision: "reviewed", decidedAt: daysAgo(0.5) })],
    });
    render(<ReviewStatusStrip review={review} />);
    expect(steps()[2]).toEqual({
      text: "Reviewed (current step)by Rita Reviewer, 12 hours ago",
      isCurrent: true,
    });
  });
});
