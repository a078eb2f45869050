import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InternalAxiosRequestConfig } from "axios";
import { beforeAll, describe, expect, it } from "vitest";
import { searchClient } from "@/lib/api-client";
import { clearNotifications, getNotifications } from "@/lib/notifications";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { buildFellow, buildInstitution, buildPerson, ids } from "../testing/institution-fixtures";
import { Component as EditInstitution } from "./admin-institution-edit";

beforeAll(() => installTestEnv());

const routes = [{ path: "/admin/institutions/:id/edit", Component: EditInstitution }];
const path = `/admin/institutions/${ids.institution}/edit`;
const base = `/Institution/${ids.institution}`;
const ada = buildFellow(buildPerson(ids.ada, "Ada", "Lovelace"));
const grace = buildFellow(buildPerson(ids.grace, "Grace", "Hopper"));
const alan = buildFellow(buildPerson(ids.alan, "Alan", "Turing"));
const bodyOf = (request: InternalAxiosRequestConfig | undefined) => JSON.parse(String(request?.data));

async function fellowButton(name: string) {
  const list = await screen.findByRole("list", { name: "Fellows in order" });
  return within(list).getByRole("button", { name });
}

function fellowNames() {
  const list = screen.getByRole("list", { name: "Fellows in order" });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => within(item).getAllByRole("link")[0]?.textContent);
}

describe("institution editor lists", () => {
  it("sends the complete new order when a fellow is moved, and shows it at once", async () => {
    let institution = buildInstitution({
      fellows: [ada, grace, alan],
      abilities: { edit: true, delete: true },
    });
    const requests = mockApi({
      [`GET ${base}`]: () => ({ status: 200, data: institution }),
      [`PUT ${base}/Fellows/Reorder`]: (config) => {
        const order: string[] = bodyOf(config).ids;
        const fellows = order.map((id) => institution.fellows.find((f) => f.userId === id)!);
        institution = { ...institution, fellows };
        return { status: 204 };
      },
    });
    renderApp({ routes, path });

    await userEvent.click(await fellowButton("Move Alan Turing up"));

    await waitFor(() => expect(fellowNames()).toEqual(["Ada Lovelace", "Alan Turing", "Grace Hopper"]));
    await waitFor(() => expect(requests.some((r) => r.method === "put")).toBe(true));
    const put = requests.find((r) => r.method === "put");
    expect(put?.url).toBe(`${base}/Fellows/Reorder`);
    expect(bodyOf(put)).toEqual({ ids: [ids.ada, ids.alan, ids.grace] });
  });

  it("goes back to the saved order when the server refuses the new one", async () => {
    const institution = buildInstitution({ fellows: [ada, grace], abilities: { edit: true, delete: true } });
    mockApi({
      [`GET ${base}`]: () => ({ status: 200, data: institution }),
      [`PUT ${base}/Fellows/Reorder`]: () => ({
        status: 403,
        data: { message: "Only admins", code: "forbidden" },
      }),
    });
    renderApp({ routes, path });
    clearNotifications();
    await userEvent.click(await fellowButton("Move Ada Lovelace down"));
    await waitFor(() => expect(getNotifications().map((n) => n.message)).toContain("Only admins"));
    await waitFor(() => expect(fellowNames()).toEqual(["Ada Lovelace", "Grace Hopper"]));
  });

  it("adds several fellows at once through the batch call, in the order they were ticked", async () => {
    const institution = buildInstitution({ fellows: [], abilities: { edit: true, delete: true } });
    const requests = mockApi({
      [`GET ${base}`]: () => ({ status: 200, data: institution }),
      [`POST ${base}/Fellows/Batch`]: () => ({ status: 201, data: [] }),
    });
    const hit = (userId: string, firstName: string, lastName: string) => ({
      type: "user",
      userId,
      firstName,
      lastName,
      title: null,
      institution: null,
    });
    mockApi(
      {
        "GET /Search": () => ({
          status: 200,
          data: {
            items: [hit(ids.grace, "Grace", "Hopper"), hit(ids.alan, "Alan", "Turing")],
            total: 2,
            page: 1,
            pageSize: 8,
          },
        }),
      },
      searchClient,
    );
    renderApp({ routes, path });
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Add fellows" }));
    const dialog = await screen.findByRole("dialog", { name: "Add fellows" });
    await user.type(within(dialog).getByRole("searchbox"), "gr");
    await user.click(await within(dialog).findByRole("checkbox", { name: "Alan Turing" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Grace Hopper" }));
    await user.click(within(dialog).getByRole("button", { name: "Add 2" }));

    await waitFor(() => expect(requests.some((r) => r.method === "post")).toBe(true));
    const post = requests.find((r) => r.method === "post");
    expect(post?.url).toBe(`${base}/Fellows/Batch`);
    expect(bodyOf(post)).toEqual({ userIds: [ids.alan, ids.grace] });
  });
});
