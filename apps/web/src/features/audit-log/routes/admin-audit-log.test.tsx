import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "@/test/member-fixtures";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { Component as AdminAuditLog } from "./admin-audit-log";

beforeAll(() => installTestEnv());

const entry = {
  id: "80000000-0000-4000-8000-000000000001",
  at: "2026-11-20T09:30:00.000Z",
  actor: { id: "80000000-0000-4000-8000-000000000002", name: "Ada Admin" },
  action: "member.suspended",
  target: { type: "member", id: "80000000-0000-4000-8000-000000000003", label: "Lin Shen" },
  reason: "Posted spam links",
  details: { until: null },
};

function scenario(items = [entry]) {
  return mockApi({
    "GET /User/me": () => ({ status: 200, data: buildMember({ role: "admin" }) }),
    "GET /Admin/AuditLog": () => ({ status: 200, data: { items, nextCursor: null } }),
  });
}

const renderPage = () =>
  renderApp({
    routes: [{ path: "/admin/audit-log", Component: AdminAuditLog }],
    path: "/admin/audit-log",
    identity: { sub: "s", email: "admin@example.edu" },
  });

describe("/admin/audit-log", () => {
  it("shows who did what to whom, when and why, and filters by action", async () => {
    const requests = scenario();
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole("list", { name: "Audit entries" });
    const row = within(list).getAllByRole("listitem")[0]!;
    expect(row).toHaveTextContent("Ada Admin");
    expect(row).toHaveTextContent("Suspended member");
    expect(row).toHaveTextContent("Lin Shen");
    expect(row).toHaveTextContent("(until reactivated)");
    expect(row).toHaveTextContent("Reason: Posted spam links");
    await user.selectOptions(screen.getByLabelText("Action"), "member.role_changed");
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ action: "member.role_changed" }));
  });

  it("says when nothing matches", async () => {
    scenario([]);
    renderPage();
    expect(await screen.findByText("No entries")).toBeInTheDocument();
  });
});
