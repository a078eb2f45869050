import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/mock-api";
import { installTestEnv } from "@/test/test-env";
import { SiteHeader } from "./site-header";

const auth = vi.hoisted(() => ({
  user: {
    isLoading: false,
    isAuthenticated: false,
    userData: undefined as unknown,
    email: undefined as unknown,
  },
  signIn: vi.fn(),
  signUp: vi.fn(),
  signOut: vi.fn(),
}));

vi.mock("@/features/auth", () => ({
  useCurrentUser: () => ({ ...auth.user, user_id: undefined, isAdmin: false }),
  useAuthActions: () => ({ signIn: auth.signIn, signUp: auth.signUp, signOut: auth.signOut }),
}));

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

function renderHeader() {
  return render(
    <MemoryRouter>
      <SiteHeader />
    </MemoryRouter>,
  );
}

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe("Explore mega-menu", () => {
  it("shows every group and link of spec §2 when opened", async () => {
    renderHeader();
    const main = screen.getByRole("navigation", { name: "Main" });
    await userEvent.click(within(main).getByRole("button", { name: "Explore" }));

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
    const trigger = screen.getByRole("button", { name: "Explore" });
    trigger.focus();
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
    renderHeader();
    const main = screen.getByRole("navigation", { name: "Main" });
    expect(within(main).getByRole("link", { name: "Card Search" })).toHaveAttribute("href", "/card/search");
    expect(within(main).getByRole("link", { name: /Community/ })).toHaveAttribute("href", "/community");
    expect(within(main).getByRole("link", { name: "Events" })).toHaveAttribute("href", "/events");
    expect(within(main).queryByRole("link", { name: "My Cards" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(auth.signUp).toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(auth.signIn).toHaveBeenCalled();
  });

  it("shows My Cards and the account menu to a signed-in member", async () => {
    auth.user = {
      isLoading: false,
      isAuthenticated: true,
      userData: { firstName: "Ada", lastName: "Okafor" },
      email: "ada@uni.edu",
    };
    renderHeader();
    const main = screen.getByRole("navigation", { name: "Main" });
    expect(within(main).getByRole("link", { name: "My Cards" })).toHaveAttribute("href", "/card/my-cards");

    const accountButton = screen.getByRole("button", { name: "Account menu for Ada Okafor" });
    expect(accountButton).toHaveTextContent("AO");
    await userEvent.click(accountButton);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Personal information" })).toHaveAttribute(
      "href",
      "/settings/personal-information",
    );
    expect(within(menu).getByRole("menuitem", { name: "My profile" })).toHaveAttribute("href", "/members/me");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Sign out" }));
    expect(auth.signOut).toHaveBeenCalled();
  });
});

describe("community counts", () => {
  it("shows a member the unread messages and notifications, named for screen readers", async () => {
    installTestEnv();
    auth.user = {
      isLoading: false,
      isAuthenticated: true,
      userData: { firstName: "Ada", lastName: "Okafor", isOnboarded: true },
      email: "ada@uni.edu",
    };
    mockApi({
      "GET /Messages/Unread": () => ({ status: 200, data: { unread: 2, rooms: 1 } }),
      "GET /Notifications/Count": () => ({ status: 200, data: { unread: 5 } }),
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SiteHeader />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("link", { name: "Messages, 2 unread" })).toHaveAttribute(
      "href",
      "/messages",
    );
    expect(await screen.findByRole("button", { name: "Notifications, 5 unread" })).toHaveTextContent("5");
  });

  it("shows neither before onboarding is finished", () => {
    auth.user = {
      isLoading: false,
      isAuthenticated: true,
      userData: { firstName: "Ada", lastName: "Okafor", isOnboarded: false },
      email: "ada@uni.edu",
    };
    renderHeader();
    expect(screen.queryByRole("link", { name: /^Messages/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});
