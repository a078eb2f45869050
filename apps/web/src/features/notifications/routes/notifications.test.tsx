import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { buildNotification, buildNotificationList } from "../testing/notification-fixtures";
import { Component as NotificationsPage } from "./notifications";

beforeAll(() => installTestEnv());

function renderPage(path = "/notifications") {
  return renderApp({
    routes: [
      { path: "/notifications", Component: NotificationsPage },
      { path: "/settings/notifications", element: <h1>Notification settings</h1> },
    ],
    path,
    identity: { sub: "sub-1", email: "ada@ltu.edu" },
  });
}

describe("/notifications", () => {
  it("pages through all notifications and switches to the unread ones", async () => {
    const page1 = Array.from({ length: 20 }, (_, i) => buildNotification({ title: `Update ${i + 1}` }));
    const page2 = [buildNotification({ title: "Update 21", isRead: true, readAt: new Date().toISOString() })];
    const requests = mockApi({
      "GET /Notifications/Count": () => ({ status: 200, data: { unread: 20 } }),
      "GET /Notifications": (config) => {
        const { page, unread } = config.params as { page: number; unread?: string };
        if (unread === "true") return { status: 200, data: buildNotificationList([page1[0]!], { total: 1 }) };
        return {
          status: 200,
          data: buildNotificationList(page === 2 ? page2 : page1, { page, total: 21, unread: 20 }),
        };
      },
    });
    const user = userEvent.setup();
    renderPage();

    expect(screen.getByLabelText("Loading notifications")).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "All notifications" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(20);
    await waitFor(() => expect(document.title).toBe("Notifications (20) · KEEN Cards"));
    expect(screen.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Update 21")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Notification pages" })).toHaveTextContent("Page 2 of 2");

    await user.click(screen.getByRole("link", { name: "Unread (20)" }));
    const unread = await screen.findByRole("list", { name: "Unread notifications" });
    expect(within(unread).getAllByRole("listitem")).toHaveLength(1);
    const last = requests.filter((r) => r.url === "/Notifications").at(-1);
    expect(last?.params).toEqual({ page: 1, pageSize: 20, unread: "true" });
  });

  it("says what will appear when there is nothing yet, and when everything is read", async () => {
    mockApi({
      "GET /Notifications/Count": () => ({ status: 200, data: { unread: 0 } }),
      "GET /Notifications": () => ({ status: 200, data: buildNotificationList([]) }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole("heading", { name: "No notifications yet" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();

    await user.click(screen.getByRole("link", { name: "Unread" }));
    expect(await screen.findByRole("heading", { name: "You are all caught up" })).toBeInTheDocument();
  });

  it("marks all as read from the page", async () => {
    let unread = 2;
    const items = [buildNotification(), buildNotification()];
    mockApi({
      "GET /Notifications/Count": () => ({ status: 200, data: { unread } }),
      "GET /Notifications": () => ({ status: 200, data: buildNotificationList(items) }),
      "POST /Notifications/MarkAllRead": () => {
        unread = 0;
        return { status: 200, data: { unread: 0 } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("list", { name: "All notifications" });
    expect(screen.getAllByText("(unread)")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(screen.queryAllByText("(unread)")).toHaveLength(0));
    expect(screen.getByRole("link", { name: "Unread" })).toBeInTheDocument();
  });
});
