import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { idpClient } from "@/lib/api-client";
import { getNotifications } from "@/lib/notifications";
import { buildMember, fixtureIds } from "@/test/member-fixtures";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { Component as LoginAndSecurity } from "./login-and-security";

beforeAll(() => {
  installTestEnv();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const member = buildMember();
const sub = fixtureIds.sub;
const account = {
  user_id: sub,
  email: "ada@ltu.edu",
  email_verified: true,
  given_name: "Ada",
  family_name: "Lovelace",
};

function setup(idpRoutes: Parameters<typeof mockApi>[0] = {}) {
  const apiRequests = mockApi({
    "GET /User/me": () => ({ status: 200, data: member }),
    [`POST /User/${member.userId}/delete`]: () => ({
      status: 200,
      data: { userId: member.userId, deletedDrafts: 0, formerMemberCards: 1, coAuthoredCards: 0 },
    }),
  });
  const idpRequests = mockApi(
    { [`GET /users/${sub}`]: () => ({ status: 200, data: account }), ...idpRoutes },
    idpClient,
  );
  const view = renderApp({
    routes: [
      { path: "/settings/login-and-security", Component: LoginAndSecurity },
      { path: "/", element: <h1>Home page</h1> },
    ],
    path: "/settings/login-and-security",
    identity: { sub, email: account.email },
  });
  return { ...view, apiRequests, idpRequests, user: userEvent.setup() };
}

describe("delete account", () => {
  it("stays disabled until the exact account email is typed, then deletes and signs out locally", async () => {
    const { user, apiRequests, auth, router } = setup();
    await user.click(await screen.findByRole("button", { name: "Delete account…" }));
    const confirm = screen.getByRole("button", { name: "Delete my account" });
    const input = screen.getByLabelText(/to confirm/);
    expect(confirm).toBeDisabled();

    await user.type(input, "ada@ltu.ed");
    expect(confirm).toBeDisabled();
    await user.type(input, "u.other");
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, "ada@ltu.edu");
    expect(confirm).toBeEnabled();

    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const deletion = apiRequests.find((r) => r.url === `/User/${member.userId}/delete`);
    expect(JSON.parse(String(deletion?.data))).toEqual({ confirmEmail: "ada@ltu.edu" });
    await waitFor(() => expect(auth.removeUser).toHaveBeenCalled());
    await waitFor(() => expect(getNotifications().map((n) => n.title)).toContain("Your account was deleted"));
  });
});

/** The change-password form (the email form has a current-password field too). */
const passwordForm = () => within(screen.getByLabelText("New password").closest("form")!);

describe("change password", () => {
  it("checks the rules in the browser and shows the identity provider's refusal on the field", async () => {
    const { user, idpRequests } = setup({
      [`PATCH /users/${sub}`]: () => ({
        status: 400,
        data: {
          message: "password: This password is too common.",
          code: "validation_error",
          details: [
            { field: "password", message: "This password is too common. Choose something harder to guess." },
          ],
        },
      }),
    });
    const password = await screen.findByLabelText("New password");
    await user.type(passwordForm().getByLabelText("Current password"), "old-password-1234");
    await user.type(password, "short");
    await user.type(screen.getByLabelText("Confirm new password"), "different");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Use at least 10 characters.")).toBeInTheDocument();
    expect(screen.getByText("The two passwords don't match.")).toBeInTheDocument();
    expect(idpRequests.some((r) => r.method === "patch")).toBe(false);

    await user.clear(password);
    await user.type(password, "password1234");
    await user.clear(screen.getByLabelText("Confirm new password"));
    await user.type(screen.getByLabelText("Confirm new password"), "password1234");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText(/too common/)).toBeInTheDocument();
    expect(password).toHaveAttribute("aria-invalid", "true");
    const patch = idpRequests.find((r) => r.method === "patch");
    expect(JSON.parse(String(patch?.data))).toEqual({
      password: "password1234",
      current_password: "old-password-1234",
    });
  });

  it("asks for the current password and shows a wrong one on its field", async () => {
    const { user, idpRequests } = setup({
      [`PATCH /users/${sub}`]: () => ({
        status: 400,
        data: {
          message: "current_password: is incorrect",
          code: "validation_error",
          details: [{ field: "current_password", message: "is incorrect" }],
        },
      }),
    });
    const fresh = "Fresh-Gearbox-Turbine-88";
    await user.type(await screen.findByLabelText("New password"), fresh);
    await user.type(screen.getByLabelText("Confirm new password"), fresh);
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Type your current password.")).toBeInTheDocument();
    expect(idpRequests.some((r) => r.method === "patch")).toBe(false);

    await user.type(passwordForm().getByLabelText("Current password"), "not-it");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("That is not your current password.")).toBeInTheDocument();
    expect(passwordForm().getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("change email", () => {
  it("refuses an invalid address before asking anything", async () => {
    const { user, idpRequests } = setup();
    await user.type(await screen.findByLabelText("New email address"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Change email" }));
    expect(await screen.findByText(/Enter a valid email address/)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(idpRequests.some((r) => r.method === "patch")).toBe(false);
  });

  it("explains that the address changes once the mailed link is followed, and keeps the member signed in", async () => {
    const { user, idpRequests, auth } = setup({
      [`PATCH /users/${sub}`]: () => ({ status: 200, data: account }),
    });
    await user.type(await screen.findByLabelText("New email address"), "ada@new.edu");
    const emailForm = screen.getByLabelText("New email address").closest("form")!;
    await user.type(within(emailForm).getByLabelText("Current password"), "my-password-1234");
    await user.click(screen.getByRole("button", { name: "Change email" }));
    expect(await screen.findByRole("dialog", { name: "Change your sign-in email?" })).toHaveTextContent(
      "Your sign-in email changes when you follow it",
    );
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    await waitFor(() => expect(getNotifications().map((n) => n.title)).toContain("Check your new inbox"));
    const patch = idpRequests.find((r) => r.method === "patch");
    expect(JSON.parse(String(patch?.data))).toEqual({
      email: "ada@new.edu",
      current_password: "my-password-1234",
    });
    expect(auth.signoutRedirect).not.toHaveBeenCalled();
  });
});
