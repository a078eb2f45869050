import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { buildMember, fixtureIds, relatedMember } from "@/test/member-fixtures";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { Dashboard } from "./dashboard";

beforeAll(() => installTestEnv());

const me = buildMember({ firstName: "Ada", lastName: "Lovelace" });
const identity = { sub: fixtureIds.sub, email: "ada@ltu.edu" };
const emptyList = { items: [], total: 0, page: 1, pageSize: 4 };
const routes = [{ path: "/", Component: Dashboard }];

function mockDashboardApi(related: unknown[]) {
  return mockApi({
    "GET /User/me": () => ({ status: 200, data: me }),
    "GET /Card": () => ({ status: 200, data: emptyList }),
    [`GET /Card/ByUser/${me.userId}`]: () => ({ status: 200, data: emptyList }),
    [`GET /User/${me.userId}/Related`]: () => ({ status: 200, data: related }),
  });
}

describe("member dashboard", () => {
  it("suggests related members, linked to their profiles, with the reasons", async () => {
    mockDashboardApi([relatedMember]);
    renderApp({ routes, path: "/", identity });

    const panel = await screen.findByRole("region", { name: "Suggested members" });
    const link = await within(panel).findByRole("link", { name: "Grace Hopper" });
    expect(link).toHaveAttribute("href", `/members/${relatedMember.userId}`);
    expect(within(panel).getByText("Same institution · 1 shared discipline")).toBeInTheDocument();
    expect(within(panel).queryByText("Tell us what you teach")).not.toBeInTheDocument();
  });

  it("asks for teaching details when there is nobody to suggest yet", async () => {
    mockDashboardApi([]);
    renderApp({ routes, path: "/", identity });

    const panel = await screen.findByRole("region", { name: "Suggested members" });
    expect(await within(panel).findByText("Tell us what you teach")).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "Update profile" })).toHaveAttribute(
      "href",
      "/settings/personal-information",
    );
  });

  it("on a first sign-in, asks for card lists only once the member has been created", async () => {
    const requests = mockApi({
      "POST /User/Create": () => ({ status: 200, data: me }),
      "GET /Card": () => ({ status: 200, data: emptyList }),
      [`GET /Card/ByUser/${me.userId}`]: () => ({ status: 200, data: emptyList }),
      [`GET /User/${me.userId}/Related`]: () => ({ status: 200, data: [] }),
    });
    renderApp({ routes, path: "/", identity });

    await waitFor(() => expect(requests.map((r) => r.url)).toContain("/Card"));
    const order = requests.map((r) => `${r.method?.toUpperCase()} ${r.url}`);
    expect(order.indexOf("GET /Card")).toBeGreaterThan(order.indexOf("POST /User/Create"));
    expect(order.indexOf("POST /User/Create")).toBeGreaterThan(-1);
  });
});
