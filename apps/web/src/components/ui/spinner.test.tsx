import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import indexHtml from "../../../index.html?raw";
import { FullScreenSpinner } from "./spinner";

/** Markup as the DOM serialises it, so attribute spelling and self-closing tags compare alike. */
function normalise(html: string): string {
  const container = document.createElement("div");
  container.innerHTML = html.replace(/>\s+</g, "><").trim();
  return container.innerHTML;
}

describe("FullScreenSpinner", () => {
  it("is what index.html paints in #root before the JavaScript arrives, so nothing moves when React takes over", () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(indexHtml)?.[1];
    expect(root).toBeDefined();
    expect(normalise(root ?? "")).toBe(normalise(renderToStaticMarkup(<FullScreenSpinner />)));
  });
});
