import { describe, expect, it } from "vitest";
import { escapeHtml, jsonForScript } from "./html";

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

describe("jsonForScript", () => {
  it("writes JSON that cannot close its script element, and parses back to the same value", () => {
    const value = { name: "</script><script>alert(1)</script> <!-- & \u2028" };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
