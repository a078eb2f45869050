import type { User } from "@keen/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { type MockRoute, mockApi } from "@/test/mock-api";
import { installTestEnv } from "@/test/test-env";
import { OnboardingForm } from "./onboarding-form";

beforeAll(() => installTestEnv());

const institution = {
  id: crypto.randomUUID(),
  name: "Lawrence Technological University",
  city: "Southfield",
  region: "MI",
  country: "USA",
};
const discipline = { id: crypto.randomUUID(), name: "Mechanical Engineering" };
const member = {
  userId: crypto.randomUUID(),
  firstName: "",
  lastName: "",
  title: null,
  isOnboarded: false,
  institutions: [],
  disciplines: [],
  interests: [],
  memberships: [],
} as unknown as User;

function setup(
  onSave: MockRoute = () => ({ status: 200, data: { ...member, isOnboarded: true } }),
  onPropose: MockRoute = (config) => ({
    status: 201,
    data: { id: crypto.randomUUID(), ...JSON.parse(String(config.data)) },
  }),
) {
  const requests = mockApi({
    "GET /Lookup/Institutions": () => ({ status: 200, data: [institution] }),
    "GET /Lookup/Disciplines": () => ({ status: 200, data: [discipline] }),
    "GET /Lookup/Interests": () => ({ status: 200, data: [] }),
    "GET /Lookup/Memberships": () => ({ status: 200, data: [] }),
    "PUT /User/me/Onboarding": onSave,
    "POST /InstitutionProposal": onPropose,
  });
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OnboardingForm member={member} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { requests, onDone, user: userEvent.setup() };
}

async function fillProfile(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Lillian");
  await user.type(screen.getByLabelText("Last name"), "Gilbreth");
  await user.type(screen.getByLabelText("Title"), "Professor of Industrial Engineering");
  await user.click(screen.getByRole("button", { name: "Next" }));
}

describe("OnboardingForm", () => {
  it("validates each step before moving on, with the shared schema's messages", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("First name is required")).toBeVisible();
    expect(screen.getByText("Last name is required")).toBeVisible();
    expect(screen.getByText("Title is required")).toBeVisible();
    expect(screen.getByRole("heading", { name: "About you" })).toBeVisible();

    await fillProfile(user);
    expect(await screen.findByRole("heading", { name: "Your institution" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Choose your institution")).toBeVisible();

    await user.click(await screen.findByRole("radio", { name: /Lawrence Technological University/ }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Your interests" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByText("Choose at least one discipline")).toBeVisible();
  });

  it("submits exactly the onboarding fields and finishes", async () => {
    const { user, requests, onDone } = setup();
    await fillProfile(user);
    await user.click(await screen.findByRole("radio", { name: /Lawrence Technological University/ }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("checkbox", { name: "Mechanical Engineering" }));
    await user.click(screen.getByRole("button", { name: "Finish" }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const saved = requests.find((r) => r.method === "put");
    expect(JSON.parse(String(saved?.data))).toEqual({
      firstName: "Lillian",
      lastName: "Gilbreth",
      title: "Professor of Industrial Engineering",
      institutionId: institution.id,
      disciplineIds: [discipline.id],
      interestIds: [],
      membershipIds: [],
    });
  });

  it("shows the server's field errors on their fields, going back to that step", async () => {
    const { user, onDone } = setup(() => ({
      status: 400,
      data: {
        message: "title: must not be a placeholder",
        code: "validation_error",
        details: [{ field: "title", message: "must not be a placeholder" }],
      },
    }));
    await fillProfile(user);
    await user.click(await screen.findByRole("radio", { name: /Lawrence Technological University/ }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("checkbox", { name: "Mechanical Engineering" }));
    await user.click(screen.getByRole("button", { name: "Finish" }));

    expect(await screen.findByRole("heading", { name: "About you" })).toBeVisible();
    const title = screen.getByLabelText("Title");
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(within(title.parentElement!).getByRole("alert")).toHaveTextContent("must not be a placeholder");
    expect(onDone).not.toHaveBeenCalled();
  });

  it("finishes with an unlisted institution: proposes it, then onboards without one", async () => {
    const { user, requests, onDone } = setup();
    await fillProfile(user);
    await user.click(await screen.findByRole("button", { name: "My institution isn't listed" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Name your institution")).toBeVisible();

    await user.type(screen.getByLabelText("Institution name"), "Olin College of Engineering");
    await user.type(screen.getByLabelText("City"), "Needham");
    await user.type(screen.getByLabelText("Country"), "United States");
    await user.type(screen.getByLabelText("Website"), "olin.edu");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("must be a web address starting with http:// or https://")).toBeVisible();
    await user.clear(screen.getByLabelText("Website"));
    await user.type(screen.getByLabelText("Website"), "https://www.olin.edu");
    await user.click(screen.getByRole("button", { name: "Next" }));

    await user.click(await screen.findByRole("checkbox", { name: "Mechanical Engineering" }));
    await user.click(screen.getByRole("button", { name: "Finish" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const proposed = requests.find((r) => r.method === "post" && r.url === "/InstitutionProposal");
    expect(JSON.parse(String(proposed?.data))).toEqual({
      name: "Olin College of Engineering",
      city: "Needham",
      country: "United States",
      website: "https://www.olin.edu",
    });
    const saved = requests.find((r) => r.method === "put");
    expect(JSON.parse(String(saved?.data))).toEqual({
      firstName: "Lillian",
      lastName: "Gilbreth",
      title: "Professor of Industrial Engineering",
      disciplineIds: [discipline.id],
      interestIds: [],
      membershipIds: [],
    });
    expect(requests.indexOf(proposed!)).toBeLessThan(requests.indexOf(saved!));
  });

  it("shows the server's refusal of the proposed name on the institution step, onboarding nothing", async () => {
    const { user, requests, onDone } = setup(undefined, () => ({
      status: 409,
      data: {
        message: "name: is already listed: choose it from the list",
        code: "conflict",
        details: [{ field: "name", message: "is already listed: choose it from the list" }],
      },
    }));
    await fillProfile(user);
    await user.click(await screen.findByRole("button", { name: "My institution isn't listed" }));
    await user.type(screen.getByLabelText("Institution name"), "Lawrence Technological University");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("checkbox", { name: "Mechanical Engineering" }));
    await user.click(screen.getByRole("button", { name: "Finish" }));

    expect(await screen.findByRole("heading", { name: "Your institution" })).toBeVisible();
    expect(await screen.findByText("is already listed: choose it from the list")).toBeVisible();
    expect(screen.getByLabelText("Institution name")).toHaveAttribute("aria-invalid", "true");
    expect(requests.some((r) => r.method === "put")).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
  });
});
