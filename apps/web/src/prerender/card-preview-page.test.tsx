import { describe, expect, it } from "vitest";
import { cardPreviewSlots, renderCardPreviewPage } from "./card-preview-page";

describe("the early card page's drawing", () => {
  it("has the slots the web server fills (server/early-load), in the card page's heading", () => {
    expect(cardPreviewSlots).toEqual({ title: "%KEEN_CARD_TITLE%", summary: "%KEEN_CARD_SUMMARY%" });
    const markup = renderCardPreviewPage();
    expect(markup).toContain(
      '<h1 class="mt-3 text-3xl font-semibold text-balance sm:text-4xl">%KEEN_CARD_TITLE%</h1>',
    );
    expect(markup).toContain(">%KEEN_CARD_SUMMARY%</p>");
    // The breadcrumb names the card too (its title in full on hover, escaped for the attribute
    // by the server's fill), and the logo links home.
    expect(markup).toMatch(
      /aria-current="page" title="%KEEN_CARD_TITLE%" class="[^"]*">%KEEN_CARD_TITLE%<\/span>/,
    );
    expect(markup).toContain('href="/"');
  });
});
