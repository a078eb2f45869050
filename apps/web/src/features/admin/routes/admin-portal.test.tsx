import type { AdminOverview } from "@keen/contracts";
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { Component as AdminPortal } from "./admin-portal";

beforeAll(() => installTestEnv());

const overview: AdminOverview = {
  members: { total: 128, admins: 2, reviewers: 9 },
  cards: { draft: 14, published: 51, unpublished: 3, deleted: 4 },
  institutions: { total: 36, partners: 12 },
  cmsPages: { active: 25, inactive: 2 },
};

/** The value shown next to a label inside a tile. */
function countBeside(tile: HTMLElement, label: string) {
  return within(tile).getByText(label).nextElementSibling?.textContent;
}

describe("admin overview", () => {
  it("shows the counts of GET /Admin/Overview with links to act on them", async () => {
    mockApi({ "GET /Admin/Overview": () => ({ status: 200, data: overview }) });
    renderApp({ routes: [{ path: "/admin", Component: AdminPortal }], path: "/admin" });

    const tiles = await screen.findByRole("list", { name: "Site counts" });
    const [members, cards, institutions, pages] = within(tiles).getAllByRole("listitem") as HTMLElement[];
    expect(await within(members!).findByText("128")).toBeInTheDocument();
    expect(countBeside(members!, "Admins")).toBe("2");
    expect(countBeside(members!, "Reviewers")).toBe("9");

    expect(within(cards!).getByText("68")).toBeInTheDocument(); // drafts + published + unpublished
    expect(countBeside(cards!, "Published")).toBe("51");
    expect(countBeside(cards!, "Drafts")).toBe("14");
    expect(countBeside(cards!, "Unpublished")).toBe("3");
    expect(countBeside(cards!, "Deleted")).toBe("4");

    expect(within(institutions!).getByText("36")).toBeInTheDocument();
    expect(countBeside(institutions!, "KEEN partners")).toBe("12");
    expect(within(institutions!).getByRole("link", { name: /Manage institutions/ })).toHaveAttribute(
      "href",
      "/admin/institutions",
    );

    expect(within(pages!).getByText("27")).toBeInTheDocument();
    expect(countBeside(pages!, "Active")).toBe("25");
    expect(countBeside(pages!, "Inactive")).toBe("2");
    expect(within(pages!).getByRole("link", { name: /Manage pages/ })).toHaveAttribute("href", "/admin/cms");
  });

  it("still offers the tools when the counts cannot load", async () => {
    mockApi({
      "GET /Admin/Overview": () => ({ status: 403, data: { message: "Only admins", code: "forbidden" } }),
    });
    renderApp({ routes: [{ path: "/admin", Component: AdminPortal }], path: "/admin" });
    expect(await screen.findByText(/site counts could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "CMS pages" })).toHaveAttribute("href", "/admin/cms");
  });
});
