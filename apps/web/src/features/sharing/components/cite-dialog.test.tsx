import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/mock-api";
import { installTestEnv } from "@/test/test-env";
import { CiteButton } from "./card-share-buttons";

beforeAll(() => installTestEnv());

const cardId = "c0000000-0000-4000-8000-000000000001";
const citations: Record<string, string> = {
  apa: "Lovelace, A., & Hopper, G. (2026). Bridge design sprint (Version 3). KEEN Cards.",
  bibtex: "@misc{lovelace2026bridge,\n  title = {Bridge design sprint},\n  version = {3}\n}",
  ris: "TY  - GEN\nTI  - Bridge design sprint\nER  - ",
};
let debug: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  debug = vi.spyOn(console, "debug").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function renderCite(versionNumber: number | null = 3) {
  const requests = mockApi({
    [`GET /Card/${cardId}/Citation`]: (config) => {
      const text = citations[String(config.params?.format)];
      return text ? { status: 200, data: text } : { status: 404, data: "Not found" };
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CiteButton cardId={cardId} title="Bridge design sprint" versionNumber={versionNumber} />
    </QueryClientProvider>,
  );
  return { requests, user: userEvent.setup() };
}

describe("CiteButton", () => {
  it("is not offered for a card without a published version", () => {
    renderCite(null);
    expect(screen.queryByRole("button", { name: "Cite" })).toBeNull();
  });

  it("shows the APA citation of the version shown, then others by tab", async () => {
    const { user, requests } = renderCite();
    await user.click(screen.getByRole("button", { name: "Cite" }));
    // The dialog's content loads when it first opens.
    expect(await screen.findByRole("tab", { name: "APA", selected: true })).toBeInTheDocument();
    const dialog = screen.getByRole("dialog", { name: "Cite this card" });
    expect(await within(dialog).findByText(citations.apa as string)).toBeInTheDocument();
    expect(requests[0]?.params).toEqual({ format: "apa", version: 3 });

    await user.click(within(dialog).getByRole("tab", { name: "RIS" }));
    const panel = within(dialog).getByRole("tabpanel", { name: "RIS" });
    await within(panel).findByText(/TY +- GEN/);
    expect(within(panel).getByRole("button", { name: "Download .ris" })).toBeEnabled();
  });

  it("copies the BibTeX citation and records the copy", async () => {
    const { user } = renderCite();
    await user.click(screen.getByRole("button", { name: "Cite" }));
    await user.click(await screen.findByRole("tab", { name: "BibTeX" }));
    const panel = screen.getByRole("tabpanel", { name: "BibTeX" });
    await within(panel).findByText(/@misc\{lovelace2026bridge/);

    await user.click(within(panel).getByRole("button", { name: "Copy citation" }));
    expect(await navigator.clipboard.readText()).toBe(citations.bibtex);
    expect(within(panel).getByRole("button", { name: "Copied" })).toBeInTheDocument();
    expect(debug).toHaveBeenCalledWith("[analytics]", "track", "cite", {
      cardId,
      format: "bibtex",
      action: "copy",
    });
  });

  it("downloads the citation as a .bib file named after the card and version", async () => {
    const saved: Array<{ name: string; blob: Blob }> = [];
    let lastBlob: Blob | undefined;
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return "blob:citation";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
    });
    const { user } = renderCite();
    await user.click(screen.getByRole("button", { name: "Cite" }));
    await user.click(await screen.findByRole("tab", { name: "BibTeX" }));
    const panel = screen.getByRole("tabpanel", { name: "BibTeX" });
    await within(panel).findByText(/@misc/);

    await user.click(within(panel).getByRole("button", { name: "Download .bib" }));
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe("bridge-design-sprint-v3.bib");
    expect(await saved[0]?.blob.text()).toBe(citations.bibtex);
    expect(saved[0]?.blob.type).toContain("application/x-bibtex");
    expect(debug).toHaveBeenCalledWith("[analytics]", "track", "cite", {
      cardId,
      format: "bibtex",
      action: "download",
    });
  });

  it("says when a citation cannot be loaded, with nothing to copy", async () => {
    const { user } = renderCite();
    await user.click(screen.getByRole("button", { name: "Cite" }));
    await user.click(await screen.findByRole("tab", { name: "MLA" }));
    const panel = screen.getByRole("tabpanel", { name: "MLA" });
    expect(await within(panel).findByText(/could not be loaded/)).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Copy citation" })).toBeDisabled();
  });
});
