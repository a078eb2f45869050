import type { BrowserContext } from "@playwright/test";

/** A Content-Security-Policy violation one of the journey's pages reported. */
export type CspViolation = { directive: string; blocked: string; page: string; sample?: string };

/** Runs in each page before its own scripts: hands every violation event to the binding. */
const reportViolations = `document.addEventListener("securitypolicyviolation", (event) => {
  window.__keenReportCspViolation?.({
    directive: event.effectiveDirective,
    blocked: event.blockedURI,
    page: location.href,
    sample: event.sample,
  });
});`;

/**
 * Records every CSP violation in the pages of `context` into `into`: the `securitypolicyviolation`
 * events (page.addInitScript, before the page's own scripts) reported through a binding, so they
 * survive navigations, and Chromium's console lines about a refused load or script (issue 27:
 * every route, as visitor, member and admin, with 0 violations; decision 0038).
 */
export async function recordCspViolations(context: BrowserContext, into: CspViolation[]): Promise<void> {
  await context.exposeBinding("__keenReportCspViolation", (_source, violation: CspViolation) => {
    into.push(violation);
  });
  await context.addInitScript({ content: reportViolations });
  context.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      into.push({ directive: "console", blocked: message.text(), page: message.page()?.url() ?? "" });
    }
  });
}
