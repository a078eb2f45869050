import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AxiosProgressEvent, InternalAxiosRequestConfig } from "axios";
import { beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "@/lib/api-client";
import { getNotifications } from "@/lib/notifications";
import { buildMember, degree, fixtureIds } from "@/test/member-fixtures";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { Component as PersonalInformation } from "./personal-information";

beforeAll(() => installTestEnv());

const member = buildMember({ hasPicture: false });
const disciplines = [
  { id: member.disciplines[0]!.id, name: "Mechanical Engineering" },
  { id: crypto.randomUUID(), name: "Civil Engineering" },
];

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  const requests = mockApi({
    "GET /User/me": () => ({ status: 200, data: member }),
    "GET /Lookup/Disciplines": () => ({ status: 200, data: disciplines }),
    "GET /Lookup/Interests": () => ({ status: 200, data: [] }),
    "GET /Lookup/Memberships": () => ({ status: 200, data: [] }),
    "GET /Lookup/Institutions": () => ({ status: 200, data: [] }),
    [`GET /Degree/ByUser/${member.userId}`]: () => ({ status: 200, data: [degree] }),
    [`GET /Publication/ByUser/${member.userId}`]: () => ({ status: 200, data: [] }),
    ...extra,
  });
  const view = renderApp({
    routes: [{ path: "/settings/personal-information", Component: PersonalInformation }],
    path: "/settings/personal-information",
    identity: { sub: fixtureIds.sub, email: "ada@ltu.edu" },
  });
  return { ...view, requests, user: userEvent.setup() };
}

const panel = (name: string) => screen.findByRole("region", { name });

describe("personal information", () => {
  it("validates the about form with the shared schema and puts server errors on their fields", async () => {
    const { user, requests } = setup({
      "PUT /User/me": () => ({
        status: 400,
        data: {
          message: "Invalid",
          code: "validation_error",
          details: [{ field: "body.title", message: "Title is not allowed" }],
        },
      }),
    });
    const about = await panel("About you");
    const firstName = within(about).getByLabelText("First name");
    await user.clear(firstName);
    await user.click(within(about).getByRole("button", { name: "Save changes" }));
    expect(await within(about).findByText("First name is required")).toBeInTheDocument();
    expect(requests.some((r) => r.method === "put")).toBe(false);

    await user.type(firstName, "Augusta");
    await user.click(within(about).getByRole("button", { name: "Save changes" }));
    expect(await within(about).findByText("Title is not allowed")).toBeInTheDocument();
    expect(within(about).getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
  });

  it("checks a publication's DOI before sending it", async () => {
    const { user, requests } = setup();
    const publications = await panel("Publications");
    await user.click(await within(publications).findByRole("button", { name: "Add a publication" }));
    await user.type(within(publications).getByLabelText("Title"), "Bicycle pumps as heat engines");
    await user.type(within(publications).getByLabelText("DOI (optional)"), "not-a-doi");
    await user.click(within(publications).getByRole("button", { name: "Add publication" }));
    expect(
      await within(publications).findByText("DOI must be a DOI like 10.1234/abc.5678"),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url?.startsWith("/Publication") && r.method === "post")).toBe(false);
  });

  it("says so when a proposed discipline already exists under another spelling", async () => {
    const existing = { id: crypto.randomUUID(), name: "Biomedical Engineering" };
    const { user, requests } = setup({
      "POST /Discipline/create": () => ({ status: 200, data: existing }),
      [`POST /Discipline/ByUser/${member.userId}/create`]: () => ({ status: 201, data: existing }),
    });
    const section = await panel("Disciplines");
    await user.type(within(section).getByLabelText("Add a discipline"), "biomédical engineering");
    await user.click(within(section).getByRole("button", { name: /as a new discipline/ }));
    await waitFor(() =>
      expect(getNotifications().map((n) => n.message)).toContain(
        "“biomédical engineering” is already listed as “Biomedical Engineering”, so we added that one.",
      ),
    );
    const link = requests.find((r) => r.url === `/Discipline/ByUser/${member.userId}/create`);
    expect(JSON.parse(String(link?.data))).toEqual({ disciplineId: existing.id });
  });

  it("shows a preview and the upload's progress", async () => {
    const { user } = setup();
    let finish: () => void = () => undefined;
    let progress: ((event: AxiosProgressEvent) => void) | undefined;
    // Hold the upload open so the progress bar can be seen mid-way.
    const adapter = apiClient.defaults.adapter;
    apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
      if (config.url !== "/User/Me/ProfilePicture")
        return (adapter as (c: InternalAxiosRequestConfig) => Promise<never>)(config);
      progress = config.onUploadProgress;
      return new Promise((resolve) => {
        finish = () => resolve({ status: 201, statusText: "", headers: {}, config, data: member });
      });
    };
    const photo = await panel("Photo");
    const file = new File([new Uint8Array(2048)], "portrait.png", { type: "image/png" });
    await user.upload(within(photo).getByTestId("photo-input"), file);
    expect(within(photo).getByRole("img", { name: /how colleagues will see you/ })).toBeInTheDocument();
    expect(within(photo).getByText("portrait.png")).toBeInTheDocument();

    await user.click(within(photo).getByRole("button", { name: "Upload photo" }));
    await waitFor(() => expect(progress).toBeDefined());
    progress?.({ loaded: 1024, total: 2048, bytes: 1024, lengthComputable: true });
    const bar = await within(photo).findByRole("progressbar", { name: "Uploading photo" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "50"));
    finish();
    await waitFor(() => expect(within(photo).queryByRole("progressbar")).not.toBeInTheDocument());
    expect(getNotifications().map((n) => n.title)).toContain("Photo updated");
  });

  it("refuses a file that is not a picture without uploading it", async () => {
    const { requests } = setup();
    const photo = await panel("Photo");
    const file = new File(["%PDF"], "cv.pdf", { type: "application/pdf" });
    fireEvent.change(within(photo).getByTestId("photo-input"), { target: { files: [file] } });
    expect(await within(photo).findByText("Choose a JPEG, PNG or WebP image.")).toBeInTheDocument();
    expect(requests.some((r) => r.url === "/User/Me/ProfilePicture")).toBe(false);
  });
});
