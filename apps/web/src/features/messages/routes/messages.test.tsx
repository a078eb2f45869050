import type { ChatMessage, ChatRoom } from "@keen/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { searchClient } from "@/lib/api-client";
import { clearNotifications, getNotifications } from "@/lib/notifications";
import { buildMember as buildUser } from "@/test/member-fixtures";
import { type MockRoute, mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { messageKeys } from "../api/message-keys";
import { applyMessageLiveEvent } from "../lib/message-cache";
import {
  buildDirectRoom,
  buildGroupRoom,
  buildMember,
  buildMessage,
  me,
  threadPage,
} from "../testing/message-fixtures";
import { Component as MessagesPage } from "./messages";

beforeAll(() => installTestEnv());

const grace = buildMember("Grace", "Hopper");
const alan = buildMember("Alan", "Turing");

type Overrides = {
  graceRoom?: Partial<ChatRoom>;
  /** Routes that replace or add to the scenario's, given its rooms. */
  routes?: (rooms: { graceRoom: ChatRoom; threadPath: string }) => Record<string, MockRoute>;
};

function scenario(overrides: Overrides = {}) {
  const graceRoom = buildDirectRoom(grace, { unreadCount: 2, ...overrides.graceRoom });
  const older = buildMessage(graceRoom, grace, "Did you try the turbine lab?", 300);
  const hello = buildMessage(graceRoom, grace, "Hello Ada", 12);
  const question = buildMessage(graceRoom, grace, "Slides are at www.example.edu/em", 10);
  graceRoom.lastMessage = question;
  const alanRoom = buildDirectRoom(alan, { lastMessage: null });
  alanRoom.lastMessage = buildMessage(alanRoom, me, "Thanks!", 60 * 48);
  const team = buildGroupRoom("Course team", [grace, alan]);
  team.lastMessage = buildMessage(team, alan, "Agenda attached", 60);
  const sent: ChatMessage[] = [];
  const threadPath = `/Messages/ChatRooms/${graceRoom.chatRoomUuid}/Messages`;
  const requests = mockApi({
    "GET /User/me": () => ({
      status: 200,
      data: buildUser({ userId: me.userId, firstName: "Ada", lastName: "Okafor" }),
    }),
    "GET /Messages/DirectMessages": () => ({ status: 200, data: [alanRoom, graceRoom] }),
    "GET /Messages/ChatRooms": () => ({ status: 200, data: [team] }),
    "GET /Messages/Unread": () => ({ status: 200, data: { unread: 2, rooms: 1 } }),
    "GET /Messages/Blocks": () => ({ status: 200, data: [] }),
    [`GET /Messages/ChatRooms/${graceRoom.chatRoomUuid}`]: () => ({ status: 200, data: graceRoom }),
    [`GET ${threadPath}`]: (config) =>
      config.params?.before === hello.id
        ? { status: 200, data: threadPage([older]) }
        : { status: 200, data: threadPage([hello, question], hello.id) },
    [`POST ${threadPath}`]: (config) => {
      const { body } = JSON.parse(String(config.data)) as { body: string };
      const message = { ...buildMessage(graceRoom, me, body, 0) };
      sent.push(message);
      return { status: 201, data: message };
    },
    [`POST /Messages/ChatRooms/${graceRoom.chatRoomUuid}/Read`]: () => ({ status: 204 }),
    ...overrides.routes?.({ graceRoom, threadPath }),
  });
  return { graceRoom, alanRoom, team, hello, question, older, requests, sent, threadPath };
}

/** Grace's message arriving over the live stream. */
function deliverLive(queryClient: QueryClient, room: ChatRoom, body: string) {
  const message = buildMessage(room, grace, body, 0);
  const event = { action: "created" as const, chatRoomUuid: room.chatRoomUuid, message };
  act(() => applyMessageLiveEvent(queryClient, event, me.userId));
}

/** The member search the "Add members" picker asks: it finds Grace. */
function mockGraceSearch() {
  mockApi(
    {
      "GET /Search": () => ({
        status: 200,
        data: {
          items: [{ type: "user", ...grace, institution: null, pictureUrl: null }],
          total: 1,
          page: 1,
          pageSize: 8,
        },
      }),
    },
    searchClient,
  );
}

/** Names the new group "Thermo course team" and adds Grace through the member picker. */
async function fillNewGroup(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText("Name"), "Thermo course team");
  await user.click(within(dialog).getByRole("button", { name: "Add members" }));
  const picker = await screen.findByRole("dialog", { name: "Add members" });
  await user.type(within(picker).getByRole("searchbox"), "Grace");
  await user.click(await within(picker).findByRole("checkbox", { name: "Grace Hopper" }));
  await user.click(within(picker).getByRole("button", { name: "Add" }));
}

function renderMessages(path: string) {
  return renderApp({
    routes: [
      { path: "/messages", Component: MessagesPage },
      { path: "/messages/:chatRoomUuid", Component: MessagesPage },
    ],
    path,
    identity: { sub: "sub-ada", email: "ada@ltu.edu" },
  });
}

describe("/messages", () => {
  it("lists direct and group conversations, the latest activity first, with unread counts", async () => {
    scenario();
    renderMessages("/messages");
    const list = await screen.findByRole("list", { name: "Conversations" });
    const rows = within(list).getAllByRole("link");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Grace Hopper.*Slides are at www\.example\.edu\/em2 unread$/),
      expect.stringMatching(/^Course team.*Alan: Agenda attached$/),
      expect.stringMatching(/^Alan Turing.*You: Thanks!$/),
    ]);
    expect(screen.getByRole("heading", { name: "Choose a conversation" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Messages (2) · KEEN Cards"));
  });

  it("opens the conversation with the newest unread message from the header's badge", async () => {
    // Course team has later activity but nothing unread; Grace's unread message is the newest.
    scenario();
    renderMessages("/messages?open=unread");
    expect(await screen.findByRole("log", { name: "Messages with Grace Hopper" })).toBeInTheDocument();
  });

  it("stays on the list when nothing is unread", async () => {
    scenario({ graceRoom: { unreadCount: 0 } });
    renderMessages("/messages?open=unread");
    expect(await screen.findByRole("heading", { name: "Choose a conversation" })).toBeInTheDocument();
  });

  it("opens a thread oldest to newest, loads older messages and marks it read", async () => {
    const { graceRoom, requests, threadPath } = scenario();
    const user = userEvent.setup();
    renderMessages(`/messages/${graceRoom.chatRoomUuid}`);

    const log = await screen.findByRole("log", { name: "Messages with Grace Hopper" });
    // Day headings are decorative; each message is read with its sender.
    expect(
      within(log)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining("Grace Hopper: Hello Ada"),
      expect.stringContaining("Slides are at www.example.edu/em"),
    ]);
    expect(within(log).getByRole("link", { name: "www.example.edu/em" })).toHaveAttribute(
      "href",
      "http://www.example.edu/em",
    );
    // Reading the newest page marked the room read: the badge is gone from the list.
    const list = screen.getByRole("list", { name: "Conversations" });
    expect(within(list).getByRole("link", { name: /Grace Hopper/ })).toHaveAttribute("aria-current", "page");
    expect(within(list).queryByText(/unread/)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Load older messages" }));
    expect(await within(log).findByText("Did you try the turbine lab?")).toBeInTheDocument();
    expect(requests.filter((r) => r.url === threadPath).at(-1)?.params).toMatchObject({
      before: expect.any(String),
    });
    expect(screen.queryByRole("button", { name: "Load older messages" })).not.toBeInTheDocument();
  });

  it("sends with Enter, keeps Shift+Enter for new lines, and shows the message at once", async () => {
    const { graceRoom, sent } = scenario();
    const user = userEvent.setup();
    renderMessages(`/messages/${graceRoom.chatRoomUuid}`);
    const field = await screen.findByRole("textbox", { name: "Message" });
    await screen.findByRole("log");

    await user.type(field, "See you Friday{Shift>}{Enter}{/Shift}at 3");
    expect(sent).toHaveLength(0);
    await user.keyboard("{Enter}");

    await waitFor(() => expect(sent.map((m) => m.body)).toEqual(["See you Friday\nat 3"]));
    const log = screen.getByRole("log");
    expect(await within(log).findByText(/See you Friday/)).toBeInTheDocument();
    expect(field).toHaveValue("");
    const row = within(screen.getByRole("list", { name: "Conversations" })).getByRole("link", {
      name: /Grace/,
    });
    expect(row).toHaveTextContent("You: See you Friday at 3");
  });

  it("shows the server's refusal under the field and keeps the text", async () => {
    const { graceRoom } = scenario({
      routes: ({ threadPath }) => ({
        [`POST ${threadPath}`]: () => ({
          status: 400,
          data: {
            message: "The request is not valid",
            code: "validation_error",
            details: [{ field: "body", message: "must be at most 4,000 characters" }],
          },
        }),
      }),
    });
    const user = userEvent.setup();
    renderMessages(`/messages/${graceRoom.chatRoomUuid}`);
    const field = await screen.findByRole("textbox", { name: "Message" });
    await user.type(field, "A long lecture{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Message must be at most 4,000 characters");
    expect(field).toHaveValue("A long lecture");
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("shows a live message in the open thread and marks the room read", async () => {
    const { graceRoom, requests } = scenario({ graceRoom: { unreadCount: 0 } });
    const { queryClient } = renderMessages(`/messages/${graceRoom.chatRoomUuid}`);
    const log = await screen.findByRole("log");
    const readPath = `/Messages/ChatRooms/${graceRoom.chatRoomUuid}/Read`;
    expect(requests.some((r) => r.url === readPath)).toBe(false);

    deliverLive(queryClient, graceRoom, "Are you joining the workshop?");
    expect(await within(log).findByText("Are you joining the workshop?")).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.method === "post" && r.url === readPath)).toBe(true));
    const row = within(screen.getByRole("list", { name: "Conversations" })).getByRole("link", {
      name: /Grace/,
    });
    await waitFor(() => expect(row).not.toHaveTextContent("unread"));
  });

  it("leaves a message unread while the tab is hidden, and reads it when the member comes back", async () => {
    const { graceRoom, requests } = scenario({ graceRoom: { unreadCount: 0 } });
    const { queryClient } = renderMessages(`/messages/${graceRoom.chatRoomUuid}`);
    const log = await screen.findByRole("log");
    const readPath = `/Messages/ChatRooms/${graceRoom.chatRoomUuid}/Read`;
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    try {
      deliverLive(queryClient, graceRoom, "Sent while you were away");
      expect(await within(log).findByText("Sent while you were away")).toBeInTheDocument();
      const rooms = queryClient.getQueryData<ChatRoom[]>(messageKeys.roomList("direct"));
      expect(rooms?.find((room) => room.chatRoomUuid === graceRoom.chatRoomUuid)?.unreadCount).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(requests.some((r) => r.url === readPath)).toBe(false);

      visibility.mockReturnValue("visible");
      act(() => document.dispatchEvent(new Event("visibilitychange")));
      await waitFor(() => expect(requests.some((r) => r.url === readPath)).toBe(true));
    } finally {
      visibility.mockRestore();
    }
  });

  it("explains why nothing can be sent to a blocked member, and unblocks from the menu", async () => {
    const { graceRoom, requests } = scenario({
      graceRoom: { abilities: { send: false, manage: false } },
      routes: () => ({
        "GET /Messages/Blocks": () => ({ status: 200, data: [grace] }),
        [`DELETE /Messages/Blocks/${grace.userId}`]: () => ({ status: 204 }),
      }),
    });
    const user = userEvent.setup();
    renderMessages(`/messages/${graceRoom.chatRoomUuid}`);
    expect(await screen.findByText(/You blocked Grace Hopper/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Message" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Conversation options" }));
    await user.click(await screen.findByRole("menuitem", { name: "Unblock Grace" }));
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === "delete" && r.url === `/Messages/Blocks/${grace.userId}`),
      ).toBe(true),
    );
  });

  it("creates a group with a name and members picked by search", async () => {
    const created = buildGroupRoom("Thermo course team", [grace]);
    const { requests } = scenario({
      routes: () => ({
        "POST /Messages/ChatRooms": () => ({ status: 201, data: created }),
        [`GET /Messages/ChatRooms/${created.chatRoomUuid}`]: () => ({ status: 200, data: created }),
        [`GET /Messages/ChatRooms/${created.chatRoomUuid}/Messages`]: () => ({
          status: 200,
          data: threadPage([]),
        }),
      }),
    });
    mockGraceSearch();
    const user = userEvent.setup();
    const { router } = renderMessages("/messages");
    await user.click(await screen.findByRole("button", { name: "New group" }));
    const dialog = await screen.findByRole("dialog", { name: "New group" });
    await user.click(within(dialog).getByRole("button", { name: "Create group" }));
    expect(within(dialog).getByText("Give the group a name.")).toBeInTheDocument();
    expect(within(dialog).getByText("Add at least one member.")).toBeInTheDocument();

    await fillNewGroup(user, dialog);
    expect(await within(dialog).findByRole("button", { name: "Remove Grace Hopper" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Create group" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${created.chatRoomUuid}`));
    const post = requests.find((r) => r.method === "post" && r.url === "/Messages/ChatRooms");
    expect(JSON.parse(String(post?.data))).toEqual({ name: "Thermo course team", memberIds: [grace.userId] });
  });

  it("shows a new member's room limit in the dialog and keeps what they entered", async () => {
    const limit = "New members can create 1 chat room in their first day; you can create more in 5 hours.";
    scenario({
      routes: () => ({
        "POST /Messages/ChatRooms": () => ({ status: 429, data: { message: limit, code: "rate_limited" } }),
      }),
    });
    mockGraceSearch();
    clearNotifications();
    const user = userEvent.setup();
    renderMessages("/messages");
    await user.click(await screen.findByRole("button", { name: "New group" }));
    const dialog = await screen.findByRole("dialog", { name: "New group" });
    await fillNewGroup(user, dialog);
    await user.click(await within(dialog).findByRole("button", { name: "Create group" }));

    expect(await within(dialog).findByText(limit)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Thermo course team");
    expect(within(dialog).getByRole("button", { name: "Remove Grace Hopper" })).toBeInTheDocument();
    expect(getNotifications()).toEqual([]);
  });
});
