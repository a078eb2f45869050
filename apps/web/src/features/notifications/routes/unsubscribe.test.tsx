import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { Component as Unsubscribe } from "./unsubscribe";

beforeAll(() => installTestEnv());

const renderPage = (path: string) =>
  renderApp({ routes: [{ path: "/unsubscribe", Component: Unsubscribe }], path });

describe("/unsubscribe", () => {
  it("changes nothing on load, and unsubscribes when the button is pressed", async () => {
    const requests = mockApi({
      "POST /Notifications/Unsubscribe": () => ({
        status: 200,
        data: { type: "direct_message", channel: "in_app" },
      }),
    });
    const user = userEvent.setup();
    renderPage("/unsubscribe?token=signed-token-123");
    expect(screen.getByRole("heading", { name: "Stop these e-mails?" })).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "You will no longer get e-mails about “Direct messages”.",
    );
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ token: "signed-token-123" });
    expect(screen.getByRole("link", { name: "Settings → Notifications" })).toHaveAttribute(
      "href",
      "/settings/notifications",
    );
    expect(document.title).toBe("Unsubscribe · KEEN Cards");
  });

  it("explains a bad link with the server's message", async () => {
    mockApi({
      "POST /Notifications/Unsubscribe": () => ({
        status: 400,
        data: { message: "This unsubscribe link is not valid.", code: "validation_error" },
      }),
    });
    const user = userEvent.setup();
    renderPage("/unsubscribe?token=tampered-token");
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(
      await screen.findByRole("heading", { name: "This unsubscribe link does not work" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("This unsubscribe link is not valid.");
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).not.toBeInTheDocument();
  });

  it("says so when the link has no token", () => {
    renderPage("/unsubscribe");
    expect(screen.getByRole("heading", { name: "This unsubscribe link is incomplete" })).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
