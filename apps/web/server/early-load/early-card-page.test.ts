import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScript, runPageScript } from "../testing/page-script";
import { createEarlyCardPage, type EarlyCardPage, earlyCardPageFile } from "./early-card-page";
import { sessionSwitch } from "./session-switch";

/**
 * A build with an early card page shaped like the one the prerender step writes: the markup and
 * the names of its slots, which the server takes from the file (these are not the real ones).
 */
const earlyPage: EarlyCardPage = {
  markup: '<header>KEEN Cards</header><main><h1 class="mt-3">{{title}}</h1><p>{{summary}}</p></main>',
  slots: { title: "{{title}}", summary: "{{summary}}" },
};

function fakeBuild({ withEarlyPage = true } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "keen-web-dist-"));
  mkdirSync(path.join(dir, "prerendered"));
  if (withEarlyPage)
    writeFileSync(path.join(dir, "prerendered", earlyCardPageFile), JSON.stringify(earlyPage));
  return dir;
}

const html =
  '<!doctype html><html><head><title>x</title></head><body><div id="root">spinner</div></body></html>';
const preview = { title: "Bridges & <beams>", summary: 'Students test "truss" designs.', imageUrl: null };

const membersOnly = { isLibraryPublic: false };

describe("the early card page", () => {
  it("draws the card's heading before the app's root, its text escaped, for browsers with a session only", () => {
    const page = createEarlyCardPage(fakeBuild(), membersOnly)(html, preview, "/card/abc");
    expect(page).toContain("Bridges &amp; &lt;beams&gt;");
    expect(page).toContain("Students test &quot;truss&quot; designs.");
    expect(page).not.toContain("{{");
    expect(page.indexOf('id="keen-early-page"')).toBeLessThan(page.indexOf('id="root"'));
    expect(page).toMatch(/<h1[^>]*>Bridges &amp; &lt;beams&gt;<\/h1>/);
    // The session switch decides who sees it, once, before the first paint.
    expect(page.split(sessionSwitch)).toHaveLength(2);
    expect(page).toContain(".keen-session #keen-early-page~#root{display:none}");
    expect(page).toContain("html:not(.keen-session) #keen-early-page{display:none}");
  });

  it("adds the session switch once when the page already has it", () => {
    const withSwitch = html.replace("</head>", `${sessionSwitch}</head>`);
    const page = createEarlyCardPage(fakeBuild(), membersOnly)(withSwitch, preview, "/card/abc");
    expect(page.split(sessionSwitch)).toHaveLength(2);
  });

  it("leaves the page alone for an address naming a version, or a build without the early page", () => {
    expect(createEarlyCardPage(fakeBuild(), membersOnly)(html, preview, "/card/abc?version=2")).toBe(html);
    expect(
      createEarlyCardPage(fakeBuild({ withEarlyPage: false }), membersOnly)(html, preview, "/card/abc"),
    ).toBe(html);
  });

  it("marks the page as a member's, so the early page shows and the root waits", () => {
    const page = createEarlyCardPage(fakeBuild(), membersOnly)(html, preview, "/card/abc");
    const classes: string[] = [];
    const document = { documentElement: { classList: { add: (name: string) => classes.push(name) } } };
    runPageScript(inlineScript(page, "keen-session"), {
      storage: { "oidc.user:http://idp.test:web": "{}" },
      document,
    });
    expect(classes).toEqual(["keen-session"]);
  });

  it("is drawn for visitors too where the library is open to them", () => {
    const page = createEarlyCardPage(fakeBuild(), { isLibraryPublic: true })(html, preview, "/card/abc");
    expect(page).toMatch(/<h1[^>]*>Bridges &amp; &lt;beams&gt;<\/h1>/);
    expect(page).toContain("<style>#keen-early-page~#root{display:none}</style>");
    expect(page).not.toContain("html:not(.keen-session) #keen-early-page{display:none}");
  });
});
