import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { applyNotificationLiveEvent } from "../lib/notification-cache";
import { buildNotification, buildNotificationList } from "../testing/notification-fixtures";
import { NotificationBell } from "./notification-bell";

beforeAll(() => installTestEnv());

const identity = { sub: "sub-1", email: "ada@ltu.edu" };

function renderBell() {
  return renderApp({
    routes: [
      { path: "/", Component: NotificationBell },
      { path: "/card/:id", element: <h1>Card page</h1> },
      { path: "/notifications", element: <h1>All notifications</h1> },
    ],
    path: "/",
    identity,
  });
}

describe("NotificationBell", () => {
  it("names the unread count, and follows live events without a refetch", async () => {
    const requests = mockApi({ "GET /Notifications/Count": () => ({ status: 200, data: { unread: 3 } }) });
    const { queryClient } = renderBell();
    expect(await screen.findByRole("button", { name: "Notifications, 3 unread" })).toHaveTextContent("3");

    act(() =>
      applyNotificationLiveEvent(queryClient, {
        action: "created",
        notification: buildNotification(),
        unread: 4,
      }),
    );
    expect(await screen.findByRole("button", { name: "Notifications, 4 unread" })).toBeInTheDocument();
    act(() => applyNotificationLiveEvent(queryClient, { action: "all_read", unread: 0 }));
    expect(await screen.findByRole("button", { name: "Notifications" })).not.toHaveTextContent(/\d/);
    expect(requests.filter((r) => r.url === "/Notifications/Count")).toHaveLength(1);
  });

  it("lists the latest, marks one read, deletes one and marks all read", async () => {
    const first = buildNotification({ title: "Grace added you as a co-author" });
    const second = buildNotification({
      title: "Your card was published",
      actor: null,
      type: "card_published",
    });
    let unread = 2;
    let items = [first, second];
    const requests = mockApi({
      "GET /Notifications/Count": () => ({ status: 200, data: { unread } }),
      "GET /Notifications": () => ({ status: 200, data: buildNotificationList(items, { pageSize: 8 }) }),
      [`POST /Notifications/${first.id}/MarkRead`]: () => {
        unread = 1;
        return { status: 200, data: { ...first, isRead: true, readAt: new Date().toISOString() } };
      },
      [`DELETE /Notifications/${second.id}`]: () => {
        items = [first];
        unread = 0;
        return { status: 204 };
      },
      "POST /Notifications/MarkAllRead": () => ({ status: 200, data: { unread: 0 } }),
    });
    const user = userEvent.setup();
    renderBell();

    await user.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    const list = await within(panel).findByRole("list", { name: "Latest notifications" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(requests.find((r) => r.url === "/Notifications")?.params).toMatchObject({ page: 1, pageSize: 8 });

    await user.click(
      within(panel).getByRole("button", { name: "Mark “Grace added you as a co-author” as read" }),
    );
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Notifications, 1 unread" })).toBeInTheDocument(),
    );
    expect(within(panel).queryByRole("button", { name: /Mark “Grace.*as read/ })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Delete “Your card was published”" }));
    await waitFor(() => expect(within(panel).queryByText("Your card was published")).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === "delete" && r.url === `/Notifications/${second.id}`)).toBe(true);
    // Focus stays in the list instead of falling back to the page.
    expect(list).toHaveFocus();
  });

  it("opens a notification's link, marks it read and closes", async () => {
    const notification = buildNotification({ title: "Grace added you as a co-author" });
    const requests = mockApi({
      "GET /Notifications/Count": () => ({ status: 200, data: { unread: 1 } }),
      "GET /Notifications": () => ({ status: 200, data: buildNotificationList([notification]) }),
      [`POST /Notifications/${notification.id}/MarkRead`]: () => ({
        status: 200,
        data: { ...notification, isRead: true, readAt: new Date().toISOString() },
      }),
    });
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await user.click(await screen.findByRole("link", { name: "Grace added you as a co-author" }));

    expect(await screen.findByRole("heading", { name: "Card page" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((r) => r.url === `/Notifications/${notification.id}/MarkRead`)).toBe(true),
    );
  });

  it("marks all as read and says what will appear when there is nothing", async () => {
    const requests = mockApi({
      "GET /Notifications/Count": () => ({ status: 200, data: { unread: 1 } }),
      "GET /Notifications": () => ({ status: 200, data: buildNotificationList([buildNotification()]) }),
      "POST /Notifications/MarkAllRead": () => ({ status: 200, data: { unread: 0 } }),
    });
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await user.click(await screen.findByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Notifications" })).toBeInTheDocument());
    expect(requests.some((r) => r.url === "/Notifications/MarkAllRead")).toBe(true);
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  });

  it("shows an empty state and leads to the full list", async () => {
    mockApi({
      "GET /Notifications/Count": () => ({ status: 200, data: { unread: 0 } }),
      "GET /Notifications": () => ({ status: 200, data: buildNotificationList([]) }),
    });
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
    expect(screen.getByText(/adds you to a card/)).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "See all notifications" }));
    expect(await screen.findByRole("heading", { name: "All notifications" })).toBeInTheDocument();
  });

  it("returns focus to the bell when closed with Escape", async () => {
    mockApi({
      "GET /Notifications/Count": () => ({ status: 200, data: { unread: 0 } }),
      "GET /Notifications": () => ({ status: 200, data: buildNotificationList([]) }),
    });
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications" });
    await user.click(bell);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The popover's code came in with the first press and drew its own bell in place of the first.
    expect(screen.getByRole("button", { name: "Notifications" })).toHaveFocus();
  });
});
