import { act, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useScrollToTop } from "./use-scroll-to-top";

function Layout() {
  useScrollToTop();
  return <Outlet />;
}

function setup(prefersReducedMotion: boolean) {
  const scrollTo = vi.fn();
  vi.stubGlobal("scrollTo", scrollTo);
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: prefersReducedMotion, media: query }));
  const router = createMemoryRouter(
    [
      {
        path: "/",
        Component: Layout,
        children: [
          { path: "a", element: <p>a</p> },
          { path: "b", element: <p>b</p> },
        ],
      },
    ],
    { initialEntries: ["/a"] },
  );
  render(<RouterProvider router={router} />);
  scrollTo.mockClear();
  return { router, scrollTo };
}

describe("useScrollToTop", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("scrolls smoothly to the top after navigating to another page", async () => {
    const { router, scrollTo } = setup(false);
    await act(() => router.navigate("/b"));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "smooth" });
  });

  it("jumps without animation when reduced motion is preferred", async () => {
    const { router, scrollTo } = setup(true);
    await act(() => router.navigate("/b"));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "auto" });
  });

  it("keeps the position when only the query changes", async () => {
    const { router, scrollTo } = setup(false);
    await act(() => router.navigate("/a?types=card"));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
