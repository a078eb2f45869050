import type { InstitutionListItem, InstitutionProposal } from "@keen/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InternalAxiosRequestConfig } from "axios";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearNotifications, getNotifications } from "@/lib/notifications";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { Component as AdminInstitutions } from "../routes/admin-institutions";

beforeAll(() => installTestEnv());
beforeEach(() => clearNotifications());

const routes = [{ path: "/admin/institutions", Component: AdminInstitutions }];
const bodyOf = (request: InternalAxiosRequestConfig | undefined) =>
  JSON.parse(String(request?.data ?? "null"));

function buildProposal(name: string, overrides: Partial<InstitutionProposal> = {}): InstitutionProposal {
  return {
    id: crypto.randomUUID(),
    name,
    city: "Needham",
    country: "United States",
    website: "https://www.olin.edu/",
    status: "pending",
    reason: null,
    institution: null,
    proposer: {
      userId: crypto.randomUUID(),
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@olin.edu",
    },
    createdAt: "2026-01-05T10:00:00.000Z",
    decidedAt: null,
    ...overrides,
  };
}

const listed: InstitutionListItem = {
  id: crypto.randomUUID(),
  name: "Franklin W. Olin College of Engineering",
  shortName: null,
  city: "Needham",
  region: "MA",
  country: "United States",
  website: null,
  logoUrl: null,
  isPartner: false,
  members: 12,
  updatedAt: "2026-01-01T00:00:00.000Z",
} as InstitutionListItem;

/** The admin page against a server whose pending list shrinks as proposals are decided. */
function setup(
  pending: InstitutionProposal[],
  decide?: (action: string, id: string) => { status: number; data?: unknown } | undefined,
) {
  let waiting = [...pending];
  const answer = (action: string) => (config: InternalAxiosRequestConfig) => {
    const id = config.url!.split("/")[2]!;
    const reply = decide?.(action, id);
    if (reply) return reply;
    const proposal = waiting.find((p) => p.id === id)!;
    waiting = waiting.filter((p) => p.id !== id);
    const institution =
      action === "Merge"
        ? { id: listed.id, name: listed.name }
        : action === "Approve"
          ? { id: crypto.randomUUID(), name: proposal.name }
          : null;
    return {
      status: 200,
      data: {
        ...proposal,
        status: action === "Reject" ? "rejected" : action === "Merge" ? "merged" : "approved",
        institution,
      },
    };
  };
  const decisionRoutes = Object.fromEntries(
    pending.flatMap((p) =>
      ["Approve", "Merge", "Reject"].map((action) => [
        `POST /InstitutionProposal/${p.id}/${action}`,
        answer(action),
      ]),
    ),
  );
  const requests = mockApi({
    "GET /InstitutionProposal": () => ({
      status: 200,
      data: { items: waiting, total: waiting.length, page: 1, pageSize: 50 },
    }),
    "GET /Institution": () => ({ status: 200, data: { items: [listed], total: 1, page: 1, pageSize: 25 } }),
    ...decisionRoutes,
  });
  renderApp({ routes, path: "/admin/institutions" });
  return { requests, user: userEvent.setup() };
}

const pendingList = () => screen.findByRole("list", { name: "Pending institutions" });

describe("pending institutions (admin)", () => {
  it("lists what members proposed, with who proposed it, and approves one with a toast", async () => {
    const olin = buildProposal("Olin College");
    const mines = buildProposal("Mines Satellite Campus");
    const { requests, user } = setup([olin, mines]);
    const list = await pendingList();
    expect(within(list).getByText("Olin College")).toBeVisible();
    expect(within(list).getAllByText(/grace@olin\.edu/)).toHaveLength(2);
    expect(screen.getByText("2 waiting")).toBeVisible();

    await user.click(within(list).getByRole("button", { name: "Approve Olin College" }));
    await waitFor(() => expect(getNotifications().map((n) => n.title)).toContain("Institution added"));
    await waitFor(() => expect(within(list).queryByText("Olin College")).not.toBeInTheDocument());
    expect(screen.getByText("1 waiting")).toBeVisible();
    expect(requests.some((r) => r.url === `/InstitutionProposal/${olin.id}/Approve`)).toBe(true);
  });

  it("says to merge when the approved name is listed already", async () => {
    const olin = buildProposal("Olin College");
    const { user } = setup([olin], (action) =>
      action === "Approve"
        ? {
            status: 409,
            data: { message: "name: is already the name of another institution", code: "conflict" },
          }
        : undefined,
    );
    await user.click(within(await pendingList()).getByRole("button", { name: "Approve Olin College" }));
    await waitFor(() =>
      expect(getNotifications().map((n) => n.title)).toContain("Olin College is already listed"),
    );
    expect(within(await pendingList()).getByText("Olin College")).toBeVisible();
  });

  it("merges into a listed institution chosen in the dialog", async () => {
    const olin = buildProposal("Olin College");
    const { requests, user } = setup([olin]);
    await user.click(within(await pendingList()).getByRole("button", { name: /Merge Olin College/ }));
    const dialog = await screen.findByRole("dialog", { name: "Merge “Olin College”" });
    await user.click(await within(dialog).findByRole("radio", { name: /Franklin W\. Olin College/ }));
    await user.click(within(dialog).getByRole("button", { name: `Merge into ${listed.name}` }));

    await waitFor(() =>
      expect(getNotifications().map((n) => n.message)).toContain(
        `Grace Hopper is now listed at ${listed.name}.`,
      ),
    );
    const merge = requests.find((r) => r.url === `/InstitutionProposal/${olin.id}/Merge`);
    expect(bodyOf(merge)).toEqual({ institutionId: listed.id });
    expect(await screen.findByText("No institutions waiting")).toBeVisible();
  });

  it("rejects with the reason the member is told", async () => {
    const olin = buildProposal("Olin High School");
    const { requests, user } = setup([olin]);
    await user.click(within(await pendingList()).getByRole("button", { name: "Reject Olin High School" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject “Olin High School”" });
    await user.type(within(dialog).getByLabelText("Reason (optional)"), "This is a high school.");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));

    await waitFor(() => expect(getNotifications().map((n) => n.title)).toContain("Proposal declined"));
    expect(bodyOf(requests.find((r) => r.url?.endsWith("/Reject")))).toEqual({
      reason: "This is a high school.",
    });
    expect(await screen.findByText("No institutions waiting")).toBeVisible();
  });
});
