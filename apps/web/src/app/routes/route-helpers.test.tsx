import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ROUTE_ERROR_MESSAGE } from "@/components/errors/route-error-screen";
import { withErrorBoundaries } from "./route-helpers";

/** Nothing to show while the first page loads in a test. */
function NoFallback() {
  return null;
}

describe("withErrorBoundaries", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the route error screen when a lazy page fails to load (spec §8)", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new TypeError("Failed to fetch dynamically imported module: /assets/about.js");
    const router = createMemoryRouter(
      withErrorBoundaries([
        {
          path: "/",
          HydrateFallback: NoFallback,
          element: (
            <div>
              <p>Site header</p>
              <Outlet />
            </div>
          ),
          children: [{ path: "about", lazy: () => Promise.reject(failure) }],
        },
      ]),
      { initialEntries: ["/about"] },
    );
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole("heading", { name: ROUTE_ERROR_MESSAGE })).toBeInTheDocument();
    // The failing page's own boundary catches it, so the layout around it stays.
    expect(screen.getByText("Site header")).toBeInTheDocument();
    // The screen logs from an effect, which may run just after it appears.
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(failure));
  });

  it("keeps an error element a route already has", () => {
    const own = <p>own</p>;
    const [route] = withErrorBoundaries([{ path: "/", errorElement: own }]);
    expect(route?.errorElement).toBe(own);
    expect(route?.ErrorBoundary).toBeUndefined();
  });
});
