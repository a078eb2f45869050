import type { AdminMember } from "@keen/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "@/test/member-fixtures";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { Component as AdminMembers } from "./admin-members";

beforeAll(() => installTestEnv());

const abilities = { changeRole: true, suspend: true, reactivate: false, liftNewMemberLimits: false };

function adminMember(overrides: Partial<AdminMember> = {}): AdminMember {
  return {
    id: "70000000-0000-4000-8000-000000000001",
    firstName: "Lin",
    lastName: "Shen",
    email: "lin@example.edu",
    institution: "Olin College",
    role: "member",
    status: "active",
    suspension: null,
    joinedAt: "2026-03-02T10:00:00.000Z",
    lastSeenAt: null,
    cardCount: 4,
    newMemberLimitsUntil: null,
    abilities,
    ...overrides,
  };
}

function scenario(initial: AdminMember[] = [adminMember()]) {
  let members = initial;
  const id = initial[0]?.id ?? "";
  const update = (patch: Partial<AdminMember>) => {
    members = members.map((m) => (m.id === id ? { ...m, ...patch } : m));
    return { status: 200, data: members.find((m) => m.id === id) };
  };
  return mockApi({
    "GET /User/me": () => ({ status: 200, data: buildMember({ role: "admin" }) }),
    "GET /Admin/Members": () => ({ status: 200, data: { items: members, nextCursor: null } }),
    [`PUT /Admin/Members/${id}/Role`]: (config) => update({ role: JSON.parse(config.data).role }),
    [`POST /Admin/Members/${id}/Suspend`]: (config) => {
      const body = JSON.parse(config.data);
      if (body.reason === "xx!") {
        return {
          status: 400,
          data: {
            message: "reason: too short",
            code: "validation_error",
            details: [{ field: "reason", message: "must say why" }],
          },
        };
      }
      return update({
        status: "suspended",
        suspension: { reason: body.reason, since: new Date().toISOString(), until: body.until },
        abilities: { changeRole: true, suspend: false, reactivate: true, liftNewMemberLimits: false },
      });
    },
    [`POST /Admin/Members/${id}/Reactivate`]: () => update({ status: "active", suspension: null, abilities }),
    [`POST /Admin/Members/${id}/LiftNewMemberLimits`]: () =>
      update({ newMemberLimitsUntil: null, abilities }),
  });
}

const renderPage = (path = "/admin/members") =>
  renderApp({
    routes: [{ path: "/admin/members", Component: AdminMembers }],
    path,
    identity: { sub: "s", email: "admin@example.edu" },
  });

describe("/admin/members", () => {
  it("lists members with role, status, institution, joined, last seen and cards", async () => {
    scenario();
    renderPage();
    const list = await screen.findByRole("list", { name: "Members" });
    const [row] = within(list).getAllByRole("listitem");
    if (!row) throw new Error("no row");
    expect(row).toHaveTextContent("Member");
    expect(row).toHaveTextContent("Olin College");
    expect(row).toHaveTextContent("Mar 2, 2026");
    expect(row).toHaveTextContent("Never");
    expect(within(row).getByText("4")).toBeInTheDocument();
  });

  it("sends the search and filters, kept in the address", async () => {
    const requests = scenario();
    const user = userEvent.setup();
    renderPage("/admin/members?status=suspended");
    await screen.findByRole("list", { name: "Members" });
    expect(screen.getByLabelText("Status")).toHaveValue("suspended");
    await user.type(screen.getByLabelText("Search by name, email or institution"), "olin{Enter}");
    await user.selectOptions(screen.getByLabelText("Role"), "reviewer");
    await waitFor(() =>
      expect(requests.at(-1)?.params).toMatchObject({ q: "olin", role: "reviewer", status: "suspended" }),
    );
  });

  it("makes a member a reviewer after confirming", async () => {
    const requests = scenario();
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(await screen.findByLabelText("Role of Lin Shen"), "reviewer");
    await user.click(await screen.findByRole("button", { name: "Change role" }));
    const list = screen.getByRole("list", { name: "Members" });
    expect(await within(list).findByText("Reviewer", { selector: "span" })).toBeInTheDocument();
    expect(requests.some((r) => r.method === "put" && JSON.parse(r.data).role === "reviewer")).toBe(true);
  });

  it("suspends with a reason, shows the server's field error, and reactivates", async () => {
    scenario();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Suspend Lin Shen" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Lin Shen?" });
    await user.click(within(dialog).getByRole("button", { name: "Suspend member" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Say why");
    await user.type(within(dialog).getByLabelText("Reason (shown to the member)"), "xx!");
    await user.click(within(dialog).getByRole("button", { name: "Suspend member" }));
    expect(await within(dialog).findByText("must say why")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Reason (shown to the member)"));
    await user.type(within(dialog).getByLabelText("Reason (shown to the member)"), "Posted spam links");
    await user.click(within(dialog).getByRole("button", { name: "Suspend member" }));
    const list = await screen.findByRole("list", { name: "Members" });
    expect(await within(list).findByText("Suspended")).toBeInTheDocument();
    expect(within(list).getByText(/Posted spam links · until reactivated/)).toBeInTheDocument();
    await user.click(within(list).getByRole("button", { name: "Reactivate Lin Shen" }));
    await waitFor(() => expect(within(list).queryByText("Suspended")).not.toBeInTheDocument());
  });

  it("shows a new member's first-day limits and lifts them", async () => {
    const requests = scenario([
      adminMember({
        newMemberLimitsUntil: "2026-03-03T10:00:00.000Z",
        abilities: { ...abilities, liftNewMemberLimits: true },
      }),
    ]);
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole("list", { name: "Members" });
    expect(within(list).getByText(/New member limits until/)).toBeInTheDocument();
    await user.click(within(list).getByRole("button", { name: "Lift new member limits of Lin Shen" }));
    await waitFor(() => expect(within(list).queryByText(/New member limits until/)).not.toBeInTheDocument());
    expect(within(list).queryByRole("button", { name: /Lift new member limits/ })).not.toBeInTheDocument();
    expect(requests.some((r) => r.method === "post" && r.url?.endsWith("/LiftNewMemberLimits"))).toBe(true);
  });

  it("offers no actions on the admin's own row", async () => {
    scenario([
      adminMember({
        role: "admin",
        abilities: { changeRole: false, suspend: false, reactivate: false, liftNewMemberLimits: false },
      }),
    ]);
    renderPage();
    expect(await screen.findByText("That's you")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Suspend/ })).not.toBeInTheDocument();
  });

  it("says what to do when nobody matches", async () => {
    scenario([]);
    renderPage();
    expect(await screen.findByText("No members match")).toBeInTheDocument();
  });
});
