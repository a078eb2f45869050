import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html";

describe("escapeHtml", () => {
  it("escapes the five characters that can open markup or close a quoted attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;",
    );
  });

  it("leaves other text, including non-ASCII, as it is", () => {
    expect(escapeHtml("Thermodynamik – Übung 3")).toBe("Thermodynamik – Übung 3");
  });
});
