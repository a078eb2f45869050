import { screen, waitFor } from "@testing-library/react";
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

function renderButton() {
  return renderApp({
    routes: [
      { path: "/members/:id", element: <MessageMemberButton member={grace} /> },
      { path: "/messages/:chatRoomUuid", element: <h1>Thread</h1> },
    ],
    path: `/members/${grace.userId}`,
    identity: { sub: "sub-ada", email: "ada@ltu.edu" },
  });
}

describe("MessageMemberButton", () => {
  it("opens the conversation with the member and goes to it", async () => {
    const room = buildDirectRoom(grace);
    const requests = mockApi({ "POST /Messages/DirectMessages": () => ({ status: 200, data: room }) });
    const user = userEvent.setup();
    const { router } = renderButton();
    await user.click(screen.getByRole("button", { name: "Message" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${room.chatRoomUuid}`));
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ userId: grace.userId });
  });

  it("shows the server's reason as a toast when messaging is blocked", async () => {
    clearNotifications();
    mockApi({
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
});
