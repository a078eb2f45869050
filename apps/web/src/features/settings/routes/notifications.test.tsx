import { DEFAULT_NOTIFICATION_CHANNELS, type NotificationType } from "@keen/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { getNotifications } from "@/lib/notifications";
import { fixtureIds } from "@/test/member-fixtures";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { Component as Notifications } from "./notifications";

beforeAll(() => installTestEnv());

const preferences = Object.entries(DEFAULT_NOTIFICATION_CHANNELS).map(([type, channel]) => ({
  type: type as NotificationType,
  channel,
  isDefault: true,
}));

describe("notification preferences", () => {
  it("shows one radio group per type and saves only what changed", async () => {
    const requests = mockApi({
      "GET /User/me/NotificationPreferences": () => ({ status: 200, data: preferences }),
      "PUT /User/me/NotificationPreferences": () => ({ status: 200, data: preferences }),
    });
    renderApp({
      routes: [{ path: "/settings/notifications", Component: Notifications }],
      path: "/settings/notifications",
      identity: { sub: fixtureIds.sub, email: "ada@ltu.edu" },
    });
    const user = userEvent.setup();

    const emailForReviews = await screen.findByRole("radio", { name: "Review requests Email" });
    expect(emailForReviews).toBeChecked();
    expect(screen.getAllByRole("radio")).toHaveLength(preferences.length * 3);
    const save = screen.getByRole("button", { name: "Save preferences" });
    expect(save).toBeDisabled();

    await user.click(screen.getByRole("radio", { name: "Weekly digest Off" }));
    expect(screen.getByText("1 unsaved change")).toBeInTheDocument();
    await user.click(save);

    await waitFor(() =>
      expect(getNotifications().map((n) => n.title)).toContain("Notification preferences saved"),
    );
    const put = requests.find((r) => r.method === "put");
    expect(JSON.parse(String(put?.data))).toEqual({
      preferences: [{ type: "weekly_digest", channel: "off" }],
    });
  });
});
