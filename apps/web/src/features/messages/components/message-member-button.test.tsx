import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { clearNotifications, getNotifications } from "@/lib/notifications";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { buildDirectRoom, buildMember } from "../testing/message-fixtures";
import { MessageMemberButton } from "./message-member-button";

beforeAll(() => installTestEnv());

const grace = buildMember("Grace", "Hopper");
const ada = buildMember("Ada", "Lovelace");
const meRoute = { "GET /User/me": () => ({ status: 200, data: ada }) };

function renderButton(signedIn = true) {
  return renderApp({
    routes: [
      { path: "/members/:id", element: <MessageMemberButton member={grace} /> },
      { path: "/messages/:chatRoomUuid", element: <h1>Thread</h1> },
    ],
    path: `/members/${grace.userId}`,
    identity: signedIn ? { sub: "sub-ada", email: "ada@ltu.edu" } : undefined,
  });
}

describe("MessageMemberButton", () => {
  it("opens the conversation with the member and goes to it", async () => {
    const room = buildDirectRoom(grace);
    const requests = mockApi({
      ...meRoute,
      "POST /Messages/DirectMessages": () => ({ status: 200, data: room }),
    });
    const user = userEvent.setup();
    const { router } = renderButton();
    await user.click(screen.getByRole("button", { name: "Message" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${room.chatRoomUuid}`));
    const opened = requests.find((request) => request.url === "/Messages/DirectMessages");
    expect(JSON.parse(String(opened?.data))).toEqual({ userId: grace.userId });
  });

  it("shows the server's reason as a toast when messaging is blocked", async () => {
    clearNotifications();
    mockApi({
      ...meRoute,
      "POST /Messages/DirectMessages": () => ({
        status: 403,
        data: { message: "You cannot message this member.", code: "forbidden" },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderButton();
    await user.click(screen.getByRole("button", { name: "Message" }));
    await waitFor(() =>
      expect(getNotifications()).toEqual([
        expect.objectContaining({
          title: "You cannot message Grace Hopper",
          message: "You cannot message this member.",
        }),
      ]),
    );
    expect(router.state.location.pathname).toBe(`/members/${grace.userId}`);
  });

  it("says when a new member may start more conversations, and stays on the profile", async () => {
    clearNotifications();
    const limit = "New members can start 3 conversations in their first day; you can start more in 5 hours.";
    mockApi({
      ...meRoute,
      "POST /Messages/DirectMessages": () => ({
        status: 429,
        data: { message: limit, code: "rate_limited" },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderButton();
    await user.click(screen.getByRole("button", { name: "Message" }));
    await waitFor(() =>
      expect(getNotifications()).toEqual([
        expect.objectContaining({ title: "You cannot start a new conversation yet", message: limit }),
      ]),
    );
    expect(router.state.location.pathname).toBe(`/members/${grace.userId}`);
  });

  it("tells a visitor that messages are for members, with Log in and Create account", async () => {
    const requests = mockApi({});
    const user = userEvent.setup();
    const { auth } = renderButton(false);
    await user.click(screen.getByRole("button", { name: "Message Grace Hopper" }));
    const prompt = await screen.findByRole("dialog", { name: "Sign in to message Grace Hopper" });
    expect(within(prompt).getByRole("button", { name: "Create account" })).toBeInTheDocument();
    await user.click(within(prompt).getByRole("button", { name: "Log in" }));
    expect(auth.signinRedirect).toHaveBeenCalledWith({
      state: { redirectTo: `/members/${grace.userId}` },
      extraQueryParams: { return_to: `/members/${grace.userId}` },
    });
    expect(requests).toHaveLength(0);
  });
});
