import { describe, expect, it } from "vitest";
import { findUnsafeHtml } from "./test-html";

describe("findUnsafeHtml (the property tests' oracle)", () => {
  it.each([
    ['<img src="https://a.test/x.png" onerror="alert(1)">', /event handler onerror/],
    ['<a href="javascript:alert(1)">x</a>', /javascript/],
    ['<a href="java&#9;script:alert(1)">x</a>', /script:alert/],
    ["<p><script>alert(1)</script></p>", /script/],
    ['<img src="data:image/png;base64,AA">', /data:/],
    ['<p style="color:red">x</p>', /style/],
    ['<a href="//evil.test/x">x</a>', /link/],
    ['<ol start="javascript:alert(1)"><li>x</li></ol>', /start=/],
    ['<p title="x">y</p>', /unexpected title/],
  ])("flags %s", (html, reason) => expect(findUnsafeHtml(html)).toMatch(reason));

  it("passes safe markup, including handler-like text inside attribute values", () => {
    expect(
      findUnsafeHtml(
        '<p>onload=x javascript: is text</p><img src="https://a.test/x.png" alt="&quot; onerror=&quot;x">',
      ),
    ).toBeNull();
  });

  it("passes text attributes that merely look like URLs", () => {
    expect(findUnsafeHtml('<img src="https://a.test/x.png" alt="javascript:alert(1)">')).toBeNull();
  });

  it("passes links to pages of this app", () => {
    expect(findUnsafeHtml('<a href="/search?types=card">x</a>')).toBeNull();
  });
});
