import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CardShareActions, ShareButton } from "./card-share-buttons";

const cardId = "c0000000-0000-4000-8000-000000000001";
const target = { cardId, title: "Bridge design sprint", summary: "Teams design a bridge in two hours." };
let debug: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  debug = vi.spyOn(console, "debug").mockImplementation(() => undefined);
});

async function openShare(versionNumber: number | null = 3) {
  const user = userEvent.setup();
  render(<ShareButton {...target} versionNumber={versionNumber} />);
  await user.click(screen.getByRole("button", { name: "Share" }));
  // The dialog's content loads when it first opens.
  await screen.findByRole("textbox", { name: "Link" });
  return { user, dialog: screen.getByRole("dialog", { name: "Share this card" }) };
}

describe("ShareButton", () => {
  it("copies the card's link, says Copied and records the share", async () => {
    const { user, dialog } = await openShare();
    const field = within(dialog).getByRole("textbox", { name: "Link" });
    expect(field).toHaveValue(`${window.location.origin}/card/${cardId}`);

    await user.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/card/${cardId}`);
    expect(within(dialog).getByRole("button", { name: "Copied" })).toBeInTheDocument();
    expect(within(dialog).getByText("Copied to the clipboard")).toBeInTheDocument();
    expect(debug).toHaveBeenCalledWith("[analytics]", "track", "share", { cardId, method: "copy_link" });
  });

  it("links to the version shown when asked, everywhere the link goes", async () => {
    const { user, dialog } = await openShare(3);
    await user.click(within(dialog).getByRole("radio", { name: /Version 3/ }));
    const url = `${window.location.origin}/card/${cardId}?version=3`;
    expect(within(dialog).getByRole("textbox", { name: "Link" })).toHaveValue(url);

    const email = within(dialog).getByRole("link", { name: "E-mail" });
    const mailto = new URL(email.getAttribute("href") ?? "");
    expect(mailto.protocol).toBe("mailto:");
    expect(mailto.searchParams.get("subject")).toBe("KEEN card: Bridge design sprint");
    expect(mailto.searchParams.get("body")).toBe(`Teams design a bridge in two hours.\n\n${url}`);

    const linkedIn = within(dialog).getByRole("link", { name: "LinkedIn (opens in a new tab)" });
    expect(linkedIn).toHaveAttribute("target", "_blank");
    expect(linkedIn).toHaveAttribute("rel", "noopener noreferrer");
    expect(new URL(linkedIn.getAttribute("href") ?? "").searchParams.get("url")).toBe(url);

    const x = within(dialog).getByRole("link", { name: "X (opens in a new tab)" });
    const intent = new URL(x.getAttribute("href") ?? "");
    expect(intent.origin).toBe("https://x.com");
    expect(intent.searchParams.get("url")).toBe(url);
    expect(intent.searchParams.get("text")).toBe("Bridge design sprint");
  });

  it("records which way the card was shared", async () => {
    const { user, dialog } = await openShare();
    const email = within(dialog).getByRole("link", { name: "E-mail" });
    // The mail client is outside the page: keep jsdom from trying to follow mailto:.
    email.addEventListener("click", (event) => event.preventDefault());
    await user.click(email);
    expect(debug).toHaveBeenCalledWith("[analytics]", "track", "share", { cardId, method: "email" });
  });

  it("offers no version link for a card never published", async () => {
    const { dialog } = await openShare(null);
    expect(within(dialog).queryByRole("radio")).toBeNull();
    expect(within(dialog).getByRole("textbox", { name: "Link" })).toHaveValue(
      `${window.location.origin}/card/${cardId}`,
    );
  });
});

describe("CardShareActions", () => {
  const card = {
    id: cardId,
    title: "Bridge design sprint",
    summary: "",
    status: "published" as const,
    version: "published" as const,
    isDeleted: false,
    versionNumber: 2,
    latestVersionNumber: 2,
  };

  it("offers Share and Cite on a published card", () => {
    render(<CardShareActions card={card} />);
    expect(screen.getByRole("button", { name: "Share" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cite" })).toBeInTheDocument();
  });

  it("offers neither on a draft or a deleted card", () => {
    const { rerender } = render(
      <CardShareActions
        card={{ ...card, status: "draft", version: "draft", versionNumber: null, latestVersionNumber: null }}
      />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<CardShareActions card={{ ...card, isDeleted: true }} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
