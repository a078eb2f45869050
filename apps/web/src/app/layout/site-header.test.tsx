import type { User } from "@keen/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { buildMember, fixtureIds } from "@/test/member-fixtures";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { SiteHeader } from "./site-header";

beforeAll(() => installTestEnv());

/** The Explore groups and link labels exactly as spec §2 lists them. */
const specMegaMenu: Record<string, string[]> = {
  "Entrepreneurial Mindset": ["About", "Mindset", "Framework", "Events", "Scholarship", "Intro to EM"],
  KEEN: ["Partners", "National Conference", "Rising Stars", "Leadership Council", "KEENzine"],
  "Faculty Development": ["Workshops", "Fellows", "Crescendo", "EMEE"],
  "Get Involved": [
    "All Initiatives",
    "First Year",
    "Assessment",
    "Undergraduate Research",
    "Professional Societies",
    "Start a New Program",
  ],
  Community: ["Hub", "Members", "Distinguished Speakers", "Community Catalysts"],
  Support: ["Contact us", "FAQs"],
};

const email = "ada@uni.edu";
const ada = buildMember({ firstName: "Ada", lastName: "Okafor", email });

/** The header for a visitor (no identity) or for a signed-in member whose `GET /User/me` is `member`. */
function renderHeader(member?: User) {
  const requests = mockApi({
    ...(member && { "GET /User/me": () => ({ status: 200, data: member }) }),
    "GET /Messages/Unread": () => ({ status: 200, data: { unread: 2, rooms: 1 } }),
    "GET /Notifications/Count": () => ({ status: 200, data: { unread: 5 } }),
  });
  const identity = member && { sub: fixtureIds.sub, email };
  const view = renderApp({ routes: [{ path: "*", Component: SiteHeader }], path: "/", identity });
  return { ...view, requests };
}

describe("Explore mega-menu", () => {
  it("shows every group and link of spec §2 when opened", async () => {
    renderHeader();
    const main = screen.getByRole("navigation", { name: "Main" });
    await userEvent.click(within(main).getByRole("button", { name: "Explore" }));
    // The mega-menu's code loads on the first pointer or focus in the navigation, then it opens.
    await screen.findByRole("region", { name: "Support" });

    for (const [group, labels] of Object.entries(specMegaMenu)) {
      const section = screen.getByRole("region", { name: group });
      const linkNames = within(section)
        .getAllByRole("link")
        .map((link) => link.textContent?.replace(" (external site)", ""));
      expect(linkNames).toEqual(labels);
    }
    expect(screen.getAllByRole("region")).toHaveLength(Object.keys(specMegaMenu).length);
  });

  it("opens from the keyboard and closes with Escape", async () => {
    const user = userEvent.setup();
    renderHeader();
    screen.getByRole("button", { name: "Explore" }).focus();
    // The menu's code loads on the first focus in the navigation; Explore keeps the focus.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Explore" })).toHaveAttribute("data-state", "closed"),
    );
    const trigger = screen.getByRole("button", { name: "Explore" });
    expect(trigger).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Framework" })).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Framework" })).not.toBeInTheDocument();
  });
});

describe("main navigation", () => {
  it("offers Card Search, Community, Events and Explore, plus Log in and Sign up, to visitors", async () => {
    const { auth } = renderHeader();
    const main = screen.getByRole("navigation", { name: "Main" });
    expect(within(main).getByRole("link", { name: "Card Search" })).toHaveAttribute("href", "/card/search");
    expect(within(main).getByRole("link", { name: /Community/ })).toHaveAttribute("href", "/community");
    expect(within(main).getByRole("link", { name: "Events" })).toHaveAttribute("href", "/events");
    expect(within(main).queryByRole("link", { name: "My Cards" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(auth.signinRedirect).toHaveBeenLastCalledWith(
      expect.objectContaining({ extraQueryParams: expect.objectContaining({ screen_hint: "signup" }) }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(auth.signinRedirect).toHaveBeenCalledTimes(2);
    expect(auth.signinRedirect).toHaveBeenLastCalledWith({
      state: { redirectTo: "/" },
      extraQueryParams: { return_to: "/" },
    });
  });

  it("shows My Cards and the account menu to a signed-in member", async () => {
    const { auth } = renderHeader(ada);
    const accountButton = await screen.findByRole("button", { name: "Account menu for Ada Okafor" });
    const main = screen.getByRole("navigation", { name: "Main" });
    expect(within(main).getByRole("link", { name: "My Cards" })).toHaveAttribute("href", "/card/my-cards");

    expect(accountButton.querySelector("img")).toHaveAttribute(
      "src",
      expect.stringContaining(`/User/${ada.userId}/ProfilePicture`),
    );
    await userEvent.click(accountButton);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("ada@uni.edu")).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Personal information" })).toHaveAttribute(
      "href",
      "/settings/personal-information",
    );
    expect(within(menu).getByRole("menuitem", { name: "My profile" })).toHaveAttribute("href", "/members/me");
    expect(within(menu).queryByRole("menuitem", { name: "Admin Portal" })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Sign out" }));
    expect(auth.signoutRedirect).toHaveBeenCalled();
  });

  it("adds Reviews and the Admin Portal to an admin's account menu", async () => {
    renderHeader({ ...ada, role: "admin" });
    await userEvent.click(await screen.findByRole("button", { name: "Account menu for Ada Okafor" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Reviews" })).toHaveAttribute("href", "/reviews");
    expect(within(menu).getByRole("menuitem", { name: "Admin Portal" })).toHaveAttribute("href", "/admin");
  });
});

describe("community counts", () => {
  it("shows a member the unread messages and notifications, named for screen readers", async () => {
    renderHeader(ada);
    // With unread messages the badge opens the conversation that has the newest of them.
    expect(await screen.findByRole("link", { name: "Messages, 2 unread" })).toHaveAttribute(
      "href",
      "/messages?open=unread",
    );
    expect(await screen.findByRole("button", { name: "Notifications, 5 unread" })).toHaveTextContent("5");
  });

  it("shows neither before onboarding is finished, and does not ask for the counts", async () => {
    const { requests } = renderHeader({ ...ada, isOnboarded: false });
    expect(await screen.findByRole("button", { name: "Account menu for Ada Okafor" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Messages/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual(["/User/me"]);
  });
});
