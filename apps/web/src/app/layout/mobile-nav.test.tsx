import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { megaMenuGroups } from "@/config/navigation";
import { renderApp } from "@/test/render-app";
import { MobileNav } from "./mobile-nav";

describe("mobile navigation", () => {
  it("opens a labelled sheet with the main links and every Explore group, and closes with Escape", async () => {
    const user = userEvent.setup();
    renderApp({ routes: [{ path: "*", Component: MobileNav }], path: "/" });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const sheet = screen.getByRole("dialog", { name: "Menu" });
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
  });
});
