import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildCardSummary,
  buildMember,
  degree,
  fixtureIds,
  publication,
  relatedMember,
} from "@/test/member-fixtures";
import { type MockRoute, mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { Component as MemberProfile } from "./member-profile";

beforeAll(() => installTestEnv());

const me = buildMember({ userId: fixtureIds.grace, firstName: "Grace", lastName: "Hopper" });
const ada = buildMember();
const routes = [
  { path: "/members/:id", Component: MemberProfile },
  { path: "/members", Component: MemberProfile },
];

function mockProfileApi(more: Record<string, MockRoute> = {}) {
  return mockApi({
    ...more,
    "GET /User/me": () => ({ status: 200, data: me }),
    [`GET /User/${ada.userId}`]: () => ({ status: 200, data: ada }),
    [`GET /Degree/ByUser/${ada.userId}`]: () => ({ status: 200, data: [degree] }),
    [`GET /Publication/ByUser/${ada.userId}`]: () => ({ status: 200, data: [publication] }),
    [`GET /User/${ada.userId}/Related`]: () => ({ status: 200, data: [relatedMember] }),
    [`GET /Card/ByUser/${ada.userId}`]: () => ({
      status: 200,
      data: { items: [buildCardSummary()], total: 1, page: 1, pageSize: 6 },
    }),
  });
}

const identity = { sub: fixtureIds.sub, email: "grace@ltu.edu" };

describe("member profile", () => {
  it("shows the header, every profile section, published cards and related members", async () => {
    mockProfileApi();
    renderApp({ routes, path: `/members/${ada.userId}`, identity });

    expect(await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeInTheDocument();
    expect(screen.getByText(ada.title ?? "")).toBeInTheDocument();
    expect(screen.getByText("Lawrence Technological University")).toBeInTheDocument();
    expect(screen.getByText(ada.bio ?? "")).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Recognition" })).getByText("KEEN Fellow"),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Disciplines" })).getByText("Mechanical Engineering"),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Interests" })).getByText("Active learning"),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Professional memberships" })).getByText("(ASEE)"),
    ).toBeInTheDocument();

    const education = await screen.findByRole("region", { name: "Education" });
    expect(await within(education).findByText("Doctorate in Mechanical Engineering")).toBeInTheDocument();
    expect(within(education).getByText("Purdue University · 2012")).toBeInTheDocument();

    const publications = screen.getByRole("region", { name: "Publications" });
    const link = await within(publications).findByRole("link", {
      name: /Design challenges in thermodynamics/,
    });
    expect(link).toHaveAttribute("href", "https://doi.org/10.18260/1-2--37000");

    expect(await screen.findByRole("link", { name: "Heat engines with a bicycle pump" })).toBeInTheDocument();
    const related = screen.getByRole("region", { name: "Related members" });
    expect(await within(related).findByRole("link", { name: "Grace Hopper" })).toBeInTheDocument();
    expect(within(related).getByText("Same institution · 1 shared discipline")).toBeInTheDocument();

    // Another member's profile has no edit controls.
    expect(screen.queryByRole("button", { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it("reports the member's profile from its header", async () => {
    const requests = mockProfileApi({ "POST /Report": () => ({ status: 201, data: {} }) });
    const user = userEvent.setup();
    renderApp({ routes, path: `/members/${ada.userId}`, identity });
    await user.click(await screen.findByRole("button", { name: "Report" }));
    expect(screen.getByRole("dialog")).toHaveTextContent("member profile");
    await user.click(screen.getByLabelText("Spam or advertising"));
    await user.click(screen.getByRole("button", { name: "Send report" }));
    const sent = () => requests.find((request) => request.url === "/Report")?.data;
    await waitFor(() => expect(sent()).toBeDefined());
    expect(JSON.parse(String(sent()))).toMatchObject({
      targetType: "member",
      targetId: ada.userId,
      reason: "spam",
    });
  });

  it("shows the not-found page for an id that does not exist", async () => {
    const missing = crypto.randomUUID();
    mockApi({
      "GET /User/me": () => ({ status: 200, data: me }),
      [`GET /User/${missing}`]: () => ({
        status: 404,
        data: { message: "Member not found", code: "not_found" },
      }),
    });
    renderApp({ routes, path: `/members/${missing}`, identity });
    expect(await screen.findByRole("heading", { name: "We couldn’t find that member" })).toBeInTheDocument();
  });

  it("without an id, shows “No member ID provided” and sends no member request", async () => {
    const requests = mockApi({ "GET /User/me": () => ({ status: 200, data: me }) });
    renderApp({ routes, path: "/members", identity });
    expect(await screen.findByText("No member ID provided")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.map((r) => r.url).filter((url) => url !== "/User/me")).toEqual([]);
  });
});
