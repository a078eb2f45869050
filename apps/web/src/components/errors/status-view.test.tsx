import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { NotFoundView } from "./not-found-view";
import { GoBackButton, StatusView } from "./status-view";

/** A status page whose only action goes back. */
function GoneView() {
  return <StatusView title="It is gone" description={<p>Nothing here.</p>} actions={<GoBackButton />} />;
}

function renderAt(path: string, element = <GoneView />) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <h1>Home page</h1> },
      { path: "/gone", element },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe("StatusView", () => {
  it("names the browser tab after the page", async () => {
    renderAt("/gone", <NotFoundView />);
    expect(screen.getByRole("heading", { level: 1, name: "We couldn’t find that page" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Page not found · KEEN Cards"));
  });

  it("goes back to the previous page", async () => {
    const user = userEvent.setup();
    // The first entry has the key "default"; the second one is a real in-app navigation.
    const router = createMemoryRouter(
      [
        { path: "/before", element: <h1>The page before</h1> },
        { path: "/gone", element: <GoneView /> },
      ],
      { initialEntries: ["/before"] },
    );
    render(<RouterProvider router={router} />);
    await router.navigate("/gone");
    await user.click(await screen.findByRole("button", { name: "Go back" }));
    expect(await screen.findByRole("heading", { name: "The page before" })).toBeInTheDocument();
  });

  it("goes home when the page was the first one of the session", async () => {
    const user = userEvent.setup();
    renderAt("/gone");
    await user.click(screen.getByRole("button", { name: "Go back" }));
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeInTheDocument();
  });
});
