import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testConfig } from "@/test/test-env";

/**
 * The app with fresh modules and `access` as the deployment's `VITE_LIBRARY_ACCESS` (the settings
 * are read once per page, so each case loads its own copy).
 */
async function renderLibraryPage(access: "public" | "members" | undefined) {
  vi.resetModules();
  window.__KEEN_CONFIG__ = { ...testConfig, VITE_LIBRARY_ACCESS: access };
  const [{ LibraryRoute }, { renderApp }] = await Promise.all([
    import("./guards"),
    import("@/test/render-app"),
  ]);
  return renderApp({
    routes: [{ Component: LibraryRoute, children: [{ path: "/card/:id", element: <h1>The card</h1> }] }],
    path: "/card/42",
  });
}

afterEach(() => {
  window.__KEEN_CONFIG__ = undefined;
});

describe("LibraryRoute", () => {
  it("lets a visitor read the library when it is public, and by default", async () => {
    for (const access of ["public", undefined] as const) {
      const { auth, unmount } = await renderLibraryPage(access);
      expect(screen.getByRole("heading", { name: "The card" })).toBeInTheDocument();
      expect(auth.signinRedirect).not.toHaveBeenCalled();
      unmount();
    }
  });

  it("sends a visitor to the log-in form, back to the card, when the library is for members", async () => {
    const { auth } = await renderLibraryPage("members");
    expect(screen.queryByRole("heading", { name: "The card" })).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(auth.signinRedirect).toHaveBeenCalledWith({
        state: { redirectTo: "/card/42" },
        extraQueryParams: { return_to: "/card/42" },
      }),
    );
  });
});
