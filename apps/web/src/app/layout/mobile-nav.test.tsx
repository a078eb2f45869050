import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { megaMenuGroups } from "@/config/explore-groups";
import { renderApp } from "@/test/render-app";
import { MobileNav } from "./mobile-nav";

// The sheet is a lazy module loaded on the first tap; load it up front so a busy machine's
// first transform does not count against the test's waits.
beforeAll(() => import("./mobile-nav-sheet"));

describe("mobile navigation", () => {
  it("opens a labelled sheet with the main links and every Explore group, and closes with Escape back to the button", async () => {
    const user = userEvent.setup();
    renderApp({ routes: [{ path: "*", Component: MobileNav }], path: "/" });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const sheet = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(sheet).getByRole("link", { name: "Card Search" })).toBeInTheDocument();
    for (const group of megaMenuGroups) {
      expect(within(sheet).getByRole("button", { name: group.title })).toBeInTheDocument();
    }

    await user.click(within(sheet).getByRole("button", { name: "Get Involved" }));
    expect(within(sheet).getByRole("link", { name: "Start a New Program" })).toHaveAttribute(
      "href",
      "/emerge",
    );

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  }, 30_000);
});
