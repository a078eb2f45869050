import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { installTestEnv } from "@/test/test-env";
import { EmailVerificationScreen } from "./email-verification-screen";

const signinRedirect = vi.fn(async () => {});
vi.mock("react-oidc-context", () => ({
  useAuth: () => ({
    signinRedirect,
    signoutRedirect: vi.fn(),
    settings: { extraQueryParams: { audience: "urn:keen:api" } },
  }),
}));

beforeAll(() => installTestEnv());

function renderScreen() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EmailVerificationScreen redirectTo="/card/my-cards" />
    </QueryClientProvider>,
  );
}

describe("EmailVerificationScreen", () => {
  it("shows the spec's title, text and help box with the support contact", () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Email Verification Required" })).toBeVisible();
    expect(
      screen.getByText("Please verify your email address before continuing to use the platform."),
    ).toBeVisible();
    expect(screen.getByRole("heading", { name: "Need Help?" })).toBeVisible();
    expect(screen.getByRole("link", { name: "help@keen.test" })).toHaveAttribute(
      "href",
      "mailto:help@keen.test",
    );
    // A new link leads back to the page the member asked for, as the first one would have.
    expect(screen.getByRole("link", { name: "send it again" })).toHaveAttribute(
      "href",
      `http://idp.test/email/resend?return_to=${encodeURIComponent("/card/my-cards")}`,
    );
  });

  it("restarts sign-in on 'Try Again' without forcing a new login prompt", async () => {
    renderScreen();
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    // The configured audience stays, and the provider is told the page to come back to.
    expect(signinRedirect).toHaveBeenCalledWith({
      state: { redirectTo: "/card/my-cards" },
      extraQueryParams: { audience: "urn:keen:api", return_to: "/card/my-cards" },
    });
  });
});
