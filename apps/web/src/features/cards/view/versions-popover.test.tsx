import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockApi } from "@/test/mock-api";
import { installTestEnv } from "@/test/test-env";
import { VersionsButton } from "./versions-button";

const cardId = "5b0c1f3e-1111-4000-8000-000000000001";
const author = { userId: "00000000-0000-4000-8000-00000000000c", name: "Max Member", isExternal: false };
const reviewerId = "00000000-0000-4000-8000-00000000000d";

const versions = [1, 3, 2].map((number) => ({
  id: `5b0c1f3e-3333-4000-8000-00000000000${number}`,
  number,
  title: "Bridge design sprint",
  publishedAt: `2026-11-1${number}T10:00:00.000Z`,
  publishedBy: { userId: author.userId, name: "Max Member" },
  // Version 2 went out through the reviewer's decision (Publish when reviewed).
  publishedAfterReviewBy: number === 2 ? { userId: reviewerId, name: "Rita Reviewer" } : null,
  authors: number === 3 ? [author, { userId: null, name: "Grace Hopper", isExternal: true }] : [author],
  isLatest: number === 3,
}));

beforeAll(() => {
  installTestEnv();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function renderPopover() {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <VersionsButton cardId={cardId} versionNumber={3} publishedAt="2026-11-13T10:00:00.000Z" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/** Points at the button (its popover's code loads), then clicks the popover's trigger. */
async function openPopover() {
  const user = userEvent.setup();
  await user.hover(screen.getByRole("button", { name: /Version 3/ }));
  await waitFor(() =>
    expect(screen.getByRole("button", { name: /Version 3/ })).toHaveAttribute("data-state"),
  );
  await user.click(screen.getByRole("button", { name: /Version 3/ }));
}

describe("VersionsButton", () => {
  it("names the version shown and its date, and loads nothing until opened", () => {
    const requests = mockApi({ [`GET /Card/${cardId}/Published`]: () => ({ status: 200, data: versions }) });
    renderPopover();
    expect(screen.getByRole("button", { name: /Version 3 · published 13 Nov 2026/ })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("opens from the keyboard: focus fetches its code, Enter opens it", async () => {
    mockApi({ [`GET /Card/${cardId}/Published`]: () => ({ status: 200, data: versions }) });
    const user = userEvent.setup();
    renderPopover();
    await user.tab();
    expect(screen.getByRole("button", { name: /Version 3/ })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Published versions" })).toBeInTheDocument();
  });

  it("opens once its code has loaded when clicked before", async () => {
    mockApi({ [`GET /Card/${cardId}/Published`]: () => ({ status: 200, data: versions }) });
    renderPopover();
    fireEvent.click(screen.getByRole("button", { name: /Version 3/ }));
    expect(await screen.findByRole("dialog", { name: "Published versions" })).toBeInTheDocument();
  });

  it("lists the published versions newest first with dates, authors and publisher", async () => {
    mockApi({ [`GET /Card/${cardId}/Published`]: () => ({ status: 200, data: versions }) });
    renderPopover();
    await openPopover();

    const dialog = await screen.findByRole("dialog", { name: "Published versions" });
    const items = await within(dialog).findAllByRole("listitem");
    expect(items.map((item) => item.textContent?.slice(0, 2))).toEqual(["v3", "v2", "v1"]);
    expect(items[0]).toHaveTextContent("13 Nov 2026");
    expect(items[0]).toHaveTextContent("Latest");
    expect(items[0]).toHaveTextContent("By Max Member and Grace Hopper");
    expect(items[0]).toHaveTextContent("Published by Max Member");
    expect(items[1]).toHaveTextContent("Published by Rita Reviewer on behalf of Max Member after review");
    expect(items[0]).toHaveAttribute("aria-current", "true");
    expect(items[2]).toHaveTextContent("11 Nov 2026");
    expect(items[2]).not.toHaveAttribute("aria-current");
    // Each version opens on its own page; the latest is the card itself.
    expect(within(items[2]!).getByRole("link", { name: /Read version 1/ })).toHaveAttribute(
      "href",
      `/card/${cardId}?version=1`,
    );
    expect(within(items[0]!).getByRole("link", { name: /Read version 3/ })).toHaveAttribute(
      "href",
      `/card/${cardId}`,
    );
  });

  it("says so when the history cannot be loaded", async () => {
    mockApi({
      [`GET /Card/${cardId}/Published`]: () => ({
        status: 500,
        data: { message: "Down", code: "internal_error" },
      }),
    });
    renderPopover();
    await openPopover();
    expect(await screen.findByText("The version history could not be loaded.")).toBeInTheDocument();
  });
});
