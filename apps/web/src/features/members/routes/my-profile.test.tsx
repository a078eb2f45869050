import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { buildMember, fixtureIds } from "@/test/member-fixtures";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { Component as MyProfile } from "./my-profile";

beforeAll(() => installTestEnv());

const me = buildMember({ abilities: { edit: true, delete: true } });
const discipline = me.disciplines[0]!;

function setup(onRemove: () => { status: number; data?: unknown }, proposal: unknown = null) {
  // The server's copy of the member: a removal it accepts is gone from later reads too.
  let current = me;
  const requests = mockApi({
    "GET /User/me": () => ({ status: 200, data: current }),
    "GET /InstitutionProposal/Mine": () => ({ status: 200, data: { proposal } }),
    "GET /Lookup/Disciplines": () => ({ status: 200, data: me.disciplines }),
    [`GET /Degree/ByUser/${me.userId}`]: () => ({ status: 200, data: [] }),
    [`GET /Publication/ByUser/${me.userId}`]: () => ({ status: 200, data: [] }),
    [`GET /User/${me.userId}/Related`]: () => ({ status: 200, data: [] }),
    [`GET /Card/ByUser/${me.userId}`]: () => ({
      status: 200,
      data: { items: [], total: 0, page: 1, pageSize: 6 },
    }),
    [`DELETE /Discipline/ByUser/${me.userId}/${discipline.id}`]: () => {
      const reply = onRemove();
      if (reply.status === 204) current = { ...current, disciplines: [] };
      return reply;
    },
  });
  renderApp({
    routes: [{ path: "/members/me", Component: MyProfile }],
    path: "/members/me",
    identity: { sub: fixtureIds.sub, email: "ada@ltu.edu" },
  });
  return { requests, user: userEvent.setup() };
}

describe("my profile", () => {
  it("offers edit controls for every section and empty sections say what to add", async () => {
    setup(() => ({ status: 204 }));
    expect(await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeInTheDocument();
    for (const name of [
      "Change photo",
      "Edit institutions",
      "Edit disciplines",
      "Edit interests",
      "Edit degrees",
      "Edit publications",
    ]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    expect(
      await screen.findByText("Add your degrees so colleagues know your background."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create a card" })).toHaveAttribute("href", "/card/create");
  });

  it("shows the institution the member proposed as pending review until an admin decides", async () => {
    setup(() => ({ status: 204 }), {
      id: crypto.randomUUID(),
      name: "Olin College of Engineering",
      city: "Needham",
      country: "United States",
      website: null,
      status: "pending",
      reason: null,
      institution: null,
      proposer: null,
      createdAt: "2026-01-05T10:00:00.000Z",
      decidedAt: null,
    });
    const pending = await screen.findByTestId("pending-institution");
    expect(pending).toHaveTextContent("Olin College of Engineering");
    expect(within(pending).getByText("Pending review")).toBeVisible();
    for (const institution of me.institutions)
      expect(screen.getByRole("link", { name: institution.name })).toBeVisible();
  });

  it("puts a removed discipline back when the server refuses", async () => {
    const { user } = setup(() => ({
      status: 403,
      data: { message: "You may not change this list.", code: "forbidden" },
    }));
    await user.click(await screen.findByRole("button", { name: "Edit disciplines" }));
    const dialog = screen.getByRole("dialog", { name: "Disciplines" });
    // The editor loads with the dialog.
    await user.click(await within(dialog).findByRole("button", { name: `Remove ${discipline.name}` }));
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: `Remove ${discipline.name}` })).toBeInTheDocument(),
    );
    await user.keyboard("{Escape}");
    expect(
      within(screen.getByRole("list", { name: "Disciplines" })).getByText(discipline.name),
    ).toBeInTheDocument();
  });

  it("removes a discipline for good when the server agrees", async () => {
    const { user, requests } = setup(() => ({ status: 204 }));
    await user.click(await screen.findByRole("button", { name: "Edit disciplines" }));
    const dialog = screen.getByRole("dialog", { name: "Disciplines" });
    // The editor loads with the dialog.
    await user.click(await within(dialog).findByRole("button", { name: `Remove ${discipline.name}` }));
    await waitFor(() =>
      expect(
        within(dialog).queryByRole("button", { name: `Remove ${discipline.name}` }),
      ).not.toBeInTheDocument(),
    );
    expect(requests.some((r) => r.method === "delete")).toBe(true);
    await user.keyboard("{Escape}");
    expect(await screen.findByText("Add the fields you teach in.")).toBeInTheDocument();
  });
});
