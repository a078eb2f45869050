import { act, screen, waitFor } from "@testing-library/react";
import { Outlet } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { OnboardingRedirect } from "@/features/auth";
import { memberKeys } from "@/features/members";
import { buildMember, fixtureIds } from "@/test/member-fixtures";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { OnboardingRoute } from "./onboarding-route";

beforeAll(() => installTestEnv());

function RootLayout() {
  return (
    <>
      <OnboardingRedirect />
      <Outlet />
    </>
  );
}

describe("onboarding after sign-in", () => {
  it("takes a new member from the page they asked for through onboarding and back to it", async () => {
    const member = buildMember({ isOnboarded: false });
    // The server's answer, which onboarding changes (a refetch must not undo it).
    let current = member;
    mockApi({ "GET /User/me": () => ({ status: 200, data: current }) });
    // Where the sign-in callback lands: the page the member first asked for.
    const { router, queryClient } = renderApp({
      routes: [
        {
          Component: RootLayout,
          children: [
            { path: "/card/:id", element: <p>The card</p> },
            { path: "/onboarding", Component: OnboardingRoute },
          ],
        },
      ],
      path: "/card/42?tab=resources",
      identity: { sub: fixtureIds.sub, email: "new@uni.edu" },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/onboarding"));
    expect(new URLSearchParams(router.state.location.search).get("returnTo")).toBe("/card/42?tab=resources");

    // Finishing onboarding stores the onboarded member, as the onboarding submit does (after
    // cancelling a fetch of the member still in flight, whose answer would be the old one).
    current = { ...member, isOnboarded: true };
    await act(async () => {
      await queryClient.cancelQueries({ queryKey: memberKeys.current(), exact: true });
      queryClient.setQueryData(memberKeys.current(), current);
    });
    expect(await screen.findByText("The card")).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/card/42?tab=resources");
  });
});
