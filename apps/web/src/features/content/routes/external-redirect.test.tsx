import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { externalRoute } from "@/app/routes/route-helpers";
import { replaceLocation } from "@/config/external-links";

/** Nothing to show while the first page loads in a test. */
function NoFallback() {
  return null;
}

vi.mock("@/config/external-links", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/config/external-links")>()),
  replaceLocation: vi.fn(),
}));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      externalRoute("intro-to-em"),
      { path: "explore", children: [externalRoute("explore/keen", "keen")] },
    ].map((route) => ({ ...route, HydrateFallback: NoFallback })),
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe("external routes", () => {
  afterEach(() => {
    delete window.__KEEN_CONFIG__;
    vi.mocked(replaceLocation).mockClear();
  });

  it("replaces the location with the configured URL and says where it is going", async () => {
    window.__KEEN_CONFIG__ = {
      VITE_EXTERNAL_LINKS: JSON.stringify({ "intro-to-em": "https://learn.example.edu/em-101" }),
    };
    renderAt("/intro-to-em");

    expect(await screen.findByRole("heading", { name: "Taking you to Intro to EM…" })).toBeInTheDocument();
    await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith("https://learn.example.edu/em-101"));
    expect(screen.getByRole("link", { name: /Continue to learn.example.edu/ })).toHaveAttribute(
      "href",
      "https://learn.example.edu/em-101",
    );
  });

  it("uses the default URL of a nested external route when none is configured", async () => {
    renderAt("/explore/keen");
    expect(await screen.findByRole("heading", { name: "Taking you to KEEN…" })).toBeInTheDocument();
    await waitFor(() =>
      expect(replaceLocation).toHaveBeenCalledWith("https://engineeringunleashed.com/keen"),
    );
  });
});
