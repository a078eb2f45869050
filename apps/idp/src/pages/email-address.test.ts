import { describe, expect, it } from "vitest";
import { emailAddress } from "./email-address";

const parts = (email: string) =>
  [...emailAddress(email).value.matchAll(/<span>(.*?)<\/span>/g)].map((m) => m[1]);

describe("emailAddress", () => {
  it("breaks only before a dot or the @, never after a hyphen", () => {
    expect(emailAddress("mary-jane.smith@mech-eng.example.edu").value).toBe(
      '<span class="address"><span>mary-jane</span><span>.smith</span><span>@mech-eng</span><span>.example</span><span>.edu</span></span>',
    );
  });

  it("keeps every character, in order, and escapes markup", () => {
    const email = '"a<b>"@example.org';
    expect(parts(email)).toEqual(["&quot;a&lt;b&gt;&quot;", "@example", ".org"]);
    expect(emailAddress(".x@y").value).toBe('<span class="address"><span>.x</span><span>@y</span></span>');
  });
});
