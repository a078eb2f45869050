import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, data, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ROUTE_ERROR_MESSAGE, RouteErrorScreen } from "./route-error-screen";

/** Nothing to show while the first page loads in a test. */
function NoFallback() {
  return null;
}

function renderRouter(failure: () => never) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <p>Home page</p>, ErrorBoundary: RouteErrorScreen, HydrateFallback: NoFallback },
      {
        path: "/broken",
        loader: failure,
        element: <p>never</p>,
        ErrorBoundary: RouteErrorScreen,
        HydrateFallback: NoFallback,
      },
    ],
    { initialEntries: ["/broken"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("RouteErrorScreen", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs the error, shows the spec's message and resets to home", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("loader failed");
    const router = renderRouter(() => {
      throw failure;
    });

    expect(await screen.findByRole("heading", { name: ROUTE_ERROR_MESSAGE })).toBeInTheDocument();
    expect(ROUTE_ERROR_MESSAGE).toBe(
      "Sorry, something went wrong! We've been notified and are working on fixing it.",
    );
    // The screen logs from an effect, which may run just after it appears.
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(failure));

    await userEvent.click(screen.getByRole("button", { name: "Back to home" }));
    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows the not-found page for a 404 thrown by a route", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderRouter(() => {
      throw data("No such card", { status: 404 });
    });
    expect(await screen.findByRole("heading", { name: "We couldn’t find that page" })).toBeInTheDocument();
  });
});
