import type { FeedbackRequest } from "@keen/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { searchClient } from "@/lib/api-client";
import { clearNotifications, getNotifications } from "@/lib/notifications";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { buildFeedbackRequest, buildMember, cardId, ids, me } from "../testing/feedback-fixtures";
import { FeedbackRequestsPanel } from "./feedback-requests-panel";

beforeAll(() => installTestEnv());
beforeEach(() => clearNotifications());
afterEach(() => vi.restoreAllMocks());

const requestsUrl = `/Card/${cardId}/FeedbackRequests`;
const linus = {
  type: "user" as const,
  userId: "a0000000-0000-4000-8000-0000000000d1",
  firstName: "Linus",
  lastName: "Pauling",
  title: "Professor of Chemistry",
  institution: null,
  pictureUrl: null,
};

function renderPanel() {
  return renderApp({
    routes: [{ path: "/", element: <FeedbackRequestsPanel cardId={cardId} authorIds={[ids.author]} /> }],
    path: "/",
    identity: { sub: "sub-1", email: "ada@ltu.edu" },
  });
}

describe("FeedbackRequestsPanel", () => {
  it("lists who was asked with their status, and withdraws an open request", async () => {
    const open = buildFeedbackRequest();
    const answered = buildFeedbackRequest({
      member: buildMember(ids.me, "Max", "Member"),
      status: "answered",
      answeredAt: "2026-11-12T10:00:00.000Z",
    });
    let list: FeedbackRequest[] = [open, answered];
    const requests = mockApi({
      "GET /User/me": () => ({ status: 200, data: { ...me, userId: ids.author } }),
      [`GET ${requestsUrl}`]: () => ({ status: 200, data: list }),
      [`DELETE ${requestsUrl}/${open.id}`]: () => {
        list = [{ ...open, status: "withdrawn", withdrawnAt: "2026-11-13T10:00:00.000Z" }, answered];
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderPanel();

    const asked = await screen.findByRole("list", { name: "Members asked for feedback" });
    const [graceRow, maxRow] = within(asked).getAllByRole("listitem");
    expect(graceRow).toHaveTextContent(/Grace Hopper.*Asked 11 Nov 2026.*Waiting/);
    expect(maxRow).toHaveTextContent(/Max Member.*Answered 12 Nov 2026.*Answered/);
    expect(within(maxRow as HTMLElement).queryByRole("button")).not.toBeInTheDocument();

    await user.click(within(asked).getByRole("button", { name: "Withdraw the request to Grace Hopper" }));
    await user.click(await screen.findByRole("button", { name: "Withdraw request" }));
    await waitFor(() => expect(graceRow).toHaveTextContent(/Withdrawn 1\d Nov 2026.*Withdrawn/));
    expect(requests.some((r) => r.method === "delete" && r.url === `${requestsUrl}/${open.id}`)).toBe(true);
    expect(getNotifications().map((n) => n.title)).toContain("Request withdrawn");
  });

  it("asks chosen members with a message, and tracks it", async () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => undefined);
    let list: FeedbackRequest[] = [];
    const requests = mockApi({
      "GET /User/me": () => ({ status: 200, data: { ...me, userId: ids.author } }),
      [`GET ${requestsUrl}`]: () => ({ status: 200, data: list }),
      [`POST ${requestsUrl}`]: () => {
        list = [
          buildFeedbackRequest({
            member: buildMember(linus.userId, "Linus", "Pauling"),
            message: "Have a look?",
          }),
        ];
        return { status: 201, data: list };
      },
    });
    mockApi(
      { "GET /Search": () => ({ status: 200, data: { items: [linus], total: 1, page: 1, pageSize: 8 } }) },
      searchClient,
    );
    const user = userEvent.setup();
    renderPanel();

    expect(await screen.findByText("Nobody has been asked yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ask for feedback" }));
    // The dialog (and its member picker) loads when it first opens.
    await screen.findByRole("button", { name: "Send request" });
    const dialog = screen.getByRole("dialog", { name: "Ask for feedback" });
    // Sending nobody is refused before any call.
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Choose at least one member to ask.");

    await user.click(within(dialog).getByRole("button", { name: "Choose members" }));
    const picker = await screen.findByRole("dialog", { name: "Choose members to ask" });
    await user.type(within(picker).getByRole("searchbox", { name: "Search members by name" }), "Lin");
    await user.click(await within(picker).findByRole("checkbox", { name: "Linus Pauling" }));
    await user.click(within(picker).getByRole("button", { name: "Add" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Choose members to ask" })).not.toBeInTheDocument(),
    );

    expect(within(dialog).getByRole("button", { name: "Remove Linus Pauling" })).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: /Message/ }), "Have a look?");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const post = requests.find((r) => r.method === "post");
    expect(JSON.parse(String(post?.data))).toEqual({ userIds: [linus.userId], message: "Have a look?" });
    expect(await screen.findByText("Linus Pauling")).toBeInTheDocument();
    expect(getNotifications().map((n) => n.title)).toContain("Feedback request sent");
    expect(debug).toHaveBeenCalledWith("[analytics]", "track", "request_feedback", { cardId, members: 1 });
  });
});
