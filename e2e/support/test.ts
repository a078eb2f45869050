import { type BrowserContext, test as base, expect } from "@playwright/test";
import { type CspViolation, recordCspViolations } from "./csp";

/**
 * What went wrong inside the browsers of the running journey: uncaught errors and
 * `console.error` lines of every page, labelled by whose browser it was. Attached to a failed
 * journey's report (the list reporter prints it), so a failure on the CI machine, where nobody
 * can open a trace, says what the app saw.
 */
const seen: string[] = [];

/** The Content-Security-Policy violations of the running journey's pages: a journey with any fails. */
const violations: CspViolation[] = [];

/** The violations reported so far, taken out of the journey's count (for a test that provokes one). */
export function takeCspViolations(): CspViolation[] {
  return violations.splice(0);
}

/** Whose browser each watched context is, as the report names it. */
const labels = new WeakMap<BrowserContext, string>();

/**
 * Collects the page errors of `context` under `label` (a member's email, "page"); a context
 * already watched is only renamed. Every context a journey opens is watched (the fixture below);
 * call this to give one a better name.
 */
export async function watchPageErrors(context: BrowserContext, label: string) {
  const isWatched = labels.has(context);
  labels.set(context, label);
  if (isWatched) return;
  await recordCspViolations(context, violations);
  const whose = () => labels.get(context) ?? label;
  context.on("weberror", (error) => {
    seen.push(`[${whose()}] uncaught ${error.error().stack ?? error.error().message}`);
  });
  context.on("console", (message) => {
    if (message.type() === "error")
      seen.push(`[${whose()}] console.error ${message.text()} (${message.page()?.url()})`);
  });
}

/**
 * Playwright's `test`, with the page errors of every browser the journey opens reported on failure,
 * and failing when any of its pages reported a Content-Security-Policy violation.
 */
export const test = base.extend<{ pageErrors: undefined }>({
  context: async ({ context }, use) => {
    await watchPageErrors(context, "page");
    await use(context);
  },
  pageErrors: [
    async ({ browser }, use, testInfo) => {
      seen.length = 0;
      // Each browser the journey opens itself (`browser.newContext()`) is watched as it opens.
      const newContext = browser.newContext.bind(browser);
      let opened = 0;
      browser.newContext = async (options) => {
        const context = await newContext(options);
        opened += 1;
        await watchPageErrors(context, `browser ${opened}`);
        return context;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      if (testInfo.status !== testInfo.expectedStatus && seen.length > 0) {
        // The list reporter prints a failed journey's text attachments.
        await testInfo.attach("page errors", { body: seen.join("\n"), contentType: "text/plain" });
      }
      seen.length = 0;
      const reported = violations.splice(0);
      expect(reported, "Content-Security-Policy violations of the journey's pages").toEqual([]);
    },
    { auto: true },
  ],
});
