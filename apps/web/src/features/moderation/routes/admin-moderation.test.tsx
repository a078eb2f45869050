import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "@/test/member-fixtures";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { Component as AdminModeration } from "./admin-moderation";

beforeAll(() => installTestEnv());

const itemId = "90000000-0000-4000-8000-000000000001";
const item = {
  id: itemId,
  targetType: "comment",
  targetId: "90000000-0000-4000-8000-000000000002",
  author: { id: "90000000-0000-4000-8000-000000000003", name: "Sam Spammer" },
  snapshot: { title: "Comment", text: "Buy cheap pills" },
  link: "/card/90000000-0000-4000-8000-000000000004#comment-x",
  isHidden: true,
  createdAt: "2026-11-20T09:30:00.000Z",
  reports: [
    {
      id: "90000000-0000-4000-8000-000000000005",
      reporter: { id: "90000000-0000-4000-8000-000000000006", name: "Rita Reporter" },
      reason: "spam",
      note: "Links to a pharmacy",
      createdAt: "2026-11-20T09:30:00.000Z",
    },
  ],
};

function scenario(items: unknown[] = [item]) {
  return mockApi({
    "GET /User/me": () => ({ status: 200, data: buildMember({ role: "admin" }) }),
    "GET /Admin/Reports": () => ({ status: 200, data: { items, nextCursor: null } }),
    [`POST /Admin/Reports/${itemId}/Action`]: () => ({
      status: 200,
      data: { id: itemId, decision: "dismissed", isHidden: false },
    }),
  });
}

const renderPage = () =>
  renderApp({
    routes: [{ path: "/admin/moderation", Component: AdminModeration }],
    path: "/admin/moderation",
    identity: { sub: "s", email: "admin@example.edu" },
  });

describe("/admin/moderation", () => {
  it("shows the content as reported with its reports, and dismisses it", async () => {
    const requests = scenario();
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole("list", { name: "Reported items" });
    expect(list).toHaveTextContent("Buy cheap pills");
    expect(list).toHaveTextContent("Hidden");
    const reports = within(list).getByRole("list", { name: "Reports" });
    expect(reports).toHaveTextContent("Spam or advertising");
    expect(reports).toHaveTextContent("Rita Reporter");
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === "post")?.data).toBe(
        JSON.stringify({ action: "dismiss", note: "" }),
      ),
    );
  });

  it("asks for a note before warning the author", async () => {
    const requests = scenario();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Warn author" }));
    await user.click(screen.getByRole("button", { name: "Send warning" }));
    expect(await screen.findByText(/Say why/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Warning"), "Please keep it on topic");
    await user.click(screen.getByRole("button", { name: "Send warning" }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === "post")?.data).toContain("Please keep it on topic"),
    );
  });

  it("says when nothing is reported", async () => {
    scenario([]);
    renderPage();
    expect(await screen.findByText("Nothing to review")).toBeInTheDocument();
  });
});
