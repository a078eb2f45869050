import { type BrowserContext, test as base } from "@playwright/test";

/**
 * What went wrong inside the browsers of the running journey: uncaught errors and
 * `console.error` lines of every page, labelled by whose browser it was. Attached to a failed
 * journey's report (the list reporter prints it), so a failure on the CI machine, where nobody
 * can open a trace, says what the app saw.
 */
const seen: string[] = [];

/** Whose browser each watched context is, as the report names it. */
const labels = new WeakMap<BrowserContext, string>();

/**
 * Collects the page errors of `context` under `label` (a member's email, "page"); a context
 * already watched is only renamed. Every context a journey opens is watched (the fixture below);
 * call this to give one a better name.
 */
export function watchPageErrors(context: BrowserContext, label: string) {
  const isWatched = labels.has(context);
  labels.set(context, label);
  if (isWatched) return;
  const whose = () => labels.get(context) ?? label;
  context.on("weberror", (error) => {
    seen.push(`[${whose()}] uncaught ${error.error().stack ?? error.error().message}`);
  });
  context.on("console", (message) => {
    if (message.type() === "error")
      seen.push(`[${whose()}] console.error ${message.text()} (${message.page()?.url()})`);
  });
}

/** Playwright's `test`, with the page errors of every browser the journey opens reported on failure. */
export const test = base.extend<{ pageErrors: undefined }>({
  context: async ({ context }, use) => {
    watchPageErrors(context, "page");
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
        watchPageErrors(context, `browser ${opened}`);
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
    },
    { auto: true },
  ],
});
