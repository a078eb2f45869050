import { type BrowserContext, test as base } from "@playwright/test";

/**
 * What went wrong inside the browsers of the running journey: uncaught errors and
 * `console.error` lines of every page, labelled by whose browser it was. Attached to a failed
 * journey's report (the list reporter prints it), so a failure on the CI machine, where nobody
 * can open a trace, says what the app saw.
 */
const seen: string[] = [];

/** Collects the page errors of `context` (a member's browser, or the journey's own page). */
export function watchPageErrors(context: BrowserContext, label: string) {
  context.on("weberror", (error) => {
    seen.push(`[${label}] uncaught ${error.error().stack ?? error.error().message}`);
  });
  context.on("console", (message) => {
    if (message.type() === "error")
      seen.push(`[${label}] console.error ${message.text()} (${message.page()?.url()})`);
  });
}

/** Playwright's `test`, with page errors reported on failure. */
export const test = base.extend<{ pageErrors: undefined }>({
  context: async ({ context }, use) => {
    watchPageErrors(context, "page");
    await use(context);
  },
  pageErrors: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use, testInfo) => {
      seen.length = 0;
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus && seen.length > 0) {
        // The list reporter prints a failed journey's text attachments.
        await testInfo.attach("page errors", { body: seen.join("\n"), contentType: "text/plain" });
      }
      seen.length = 0;
    },
    { auto: true },
  ],
});
