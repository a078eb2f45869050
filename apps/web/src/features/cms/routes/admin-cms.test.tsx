import type { CmsPageListItem } from "@keen/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { setupCmsEditorTests } from "../testing/setup-editor-tests";
import { Component as AdminCms } from "./admin-cms";

beforeAll(setupCmsEditorTests);

const routes = [{ path: "/admin/cms", Component: AdminCms }];
const at = "2026-03-02T10:00:00.000Z";
const about: CmsPageListItem = {
  id: "6c1f0000-0000-4000-8000-000000000001",
  slug: "about",
  title: "About KEEN Cards",
  summary: null,
  isActive: true,
  createdAt: at,
  updatedAt: at,
  updatedBy: { userId: "8d3c6f5e-0000-4000-8000-000000000001", name: "Ada Admin" },
};

describe("admin CMS pages", () => {
  it("lists pages with their address, state and last change", async () => {
    mockApi({
      "GET /CmsPage": () => ({ status: 200, data: { items: [about], total: 1, page: 1, pageSize: 100 } }),
    });
    renderApp({ routes, path: "/admin/cms" });
    const list = await screen.findByRole("list", { name: "CMS pages" }, { timeout: 5000 });
    expect(within(list).getByRole("link", { name: "About KEEN Cards" })).toHaveAttribute(
      "href",
      `/admin/cms?page=${about.id}`,
    );
    expect(within(list).getByText("Active")).toBeInTheDocument();
    expect(within(list).getByText(/Updated 2 Mar 2026 by Ada Admin/)).toBeInTheDocument();
    expect(within(list).getByRole("switch", { name: "About KEEN Cards is active" })).toBeChecked();
  });

  it("deactivates a page from the list with PUT { isActive: false }", async () => {
    const requests = mockApi({
      "GET /CmsPage": () => ({ status: 200, data: { items: [about], total: 1, page: 1, pageSize: 100 } }),
      [`PUT /CmsPage/${about.id}`]: () => ({ status: 200, data: { ...about, isActive: false } }),
    });
    renderApp({ routes, path: "/admin/cms" });
    await userEvent.click(await screen.findByRole("switch", { name: "About KEEN Cards is active" }));
    await waitFor(() => expect(requests.some((r) => r.method === "put")).toBe(true));
    const put = requests.find((r) => r.method === "put");
    expect(JSON.parse(String(put?.data))).toEqual({ isActive: false });
  });

  it("shows the server's slug refusal (409) on the address field", async () => {
    const requests = mockApi({
      "POST /CmsPage": () => ({
        status: 409,
        data: {
          message: "A page already uses this address",
          code: "conflict",
          details: [{ field: "slug", message: "is already used by another page" }],
        },
      }),
    });
    renderApp({ routes, path: "/admin/cms?page=new" });
    const user = userEvent.setup();

    await user.type(await screen.findByRole("textbox", { name: "Title" }), "About us");
    const slug = screen.getByRole("textbox", { name: "Address" });
    expect(slug).toHaveValue("about-us"); // suggested from the title
    await user.clear(slug);
    await user.type(slug, "about");
    await user.click(screen.getByRole("button", { name: "Create page" }));

    expect(await screen.findByText("Address is already used by another page")).toBeInTheDocument();
    expect(slug).toHaveAttribute("aria-invalid", "true");
    expect(slug).toHaveAccessibleDescription("Address is already used by another page");
    const sent = JSON.parse(String(requests.find((r) => r.method === "post")?.data));
    expect(sent).toMatchObject({ slug: "about", title: "About us", isActive: false });
  }, 15_000);

  it("refuses a reserved slug before sending anything", async () => {
    const requests = mockApi({});
    renderApp({ routes, path: "/admin/cms?page=new" });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Admin");
    await user.click(screen.getByRole("button", { name: "Create page" }));
    expect(
      await screen.findByText("Address is a route the app already uses; choose another"),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("asks before leaving the editor with unsaved changes", async () => {
    mockApi({
      "GET /CmsPage": () => ({ status: 200, data: { items: [about], total: 1, page: 1, pageSize: 100 } }),
    });
    const { router } = renderApp({ routes, path: "/admin/cms?page=new" });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Draft");
    await user.click(screen.getByRole("link", { name: "Back to pages" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(router.state.location.search).toBe("?page=new");

    await user.click(screen.getByRole("link", { name: "Back to pages" }));
    await user.click(await screen.findByRole("button", { name: "Leave page" }));
    expect(await screen.findByRole("list", { name: "CMS pages" })).toBeInTheDocument();
  });
});
