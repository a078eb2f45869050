import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearNotifications, getNotifications } from "@/lib/notifications";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { buildDetail } from "../testing/review-fixtures";
import { SubmitReviewDialog } from "./submit-review-dialog";

beforeAll(() => installTestEnv());
beforeEach(() => clearNotifications());

const cardId = "3e0c8f6b-2f7a-4d53-b2a4-0000000000bb";

function renderDialog(props: { canPublish?: boolean; publishWhenReviewed?: boolean; isResubmit?: boolean }) {
  const bodies: unknown[] = [];
  mockApi({
    [`POST /Card/${cardId}/Review`]: (config) => {
      bodies.push(JSON.parse(String(config.data)));
      return { status: 201, data: buildDetail({ cardId, status: "submitted" }) };
    },
  });
  const onOpenChange = vi.fn();
  renderApp({
    routes: [
      {
        path: "/",
        element: <SubmitReviewDialog cardId={cardId} open onOpenChange={onOpenChange} {...props} />,
      },
    ],
    path: "/",
  });
  return { bodies, onOpenChange };
}

describe("SubmitReviewDialog", () => {
  it("offers Publish when reviewed, off by default, and sends the choice", async () => {
    const { bodies, onOpenChange } = renderDialog({ canPublish: true });
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Submit for review" });
    const option = within(dialog).getByRole("checkbox", { name: "Publish when reviewed" });
    expect(option).not.toBeChecked();
    expect(option).toHaveAccessibleDescription(
      "If the reviewer marks it reviewed, the reviewed version is published for you at once. Otherwise you are told and publish it yourself.",
    );
    await user.click(option);
    await user.click(within(dialog).getByRole("button", { name: "Submit for review" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodies).toEqual([{ note: "", publishWhenReviewed: true }]);
    expect(getNotifications().map((n) => n.message)).toEqual([
      "Reviewers have been told. If the card is marked reviewed, it is published for you with the Peer reviewed badge.",
    ]);
  });

  it("says the authors publish once reviewed when the option is left off", async () => {
    const { bodies, onOpenChange } = renderDialog({ canPublish: true });
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Submit for review" });
    await user.click(within(dialog).getByRole("button", { name: "Submit for review" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodies).toEqual([{ note: "", publishWhenReviewed: false }]);
    expect(getNotifications().map((n) => n.message)).toEqual([
      "Reviewers have been told. You can keep editing the draft meanwhile, and you publish the card once it is reviewed.",
    ]);
  });

  it("starts a resubmission from the review's choice", async () => {
    const { bodies } = renderDialog({ canPublish: true, publishWhenReviewed: true, isResubmit: true });
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Resubmit for review" });
    expect(within(dialog).getByRole("checkbox", { name: "Publish when reviewed" })).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Resubmit" }));
    await waitFor(() => expect(bodies).toEqual([{ note: "", publishWhenReviewed: true }]));
  });

  it("does not offer the option to a member who does not publish the card (an editor)", async () => {
    const { bodies } = renderDialog({ canPublish: false, publishWhenReviewed: true, isResubmit: true });
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Resubmit for review" });
    expect(within(dialog).queryByRole("checkbox")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Resubmit" }));
    await waitFor(() => expect(bodies).toEqual([{ note: "", publishWhenReviewed: false }]));
  });
});
