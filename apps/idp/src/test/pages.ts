import { expect } from "vitest";
import type { Visit } from "./browser";

/** The action of the page's (first) POST form. */
export function formAction(body: string): string {
  const match = /<form[^>]*\saction="([^"]+)"/.exec(body);
  if (!match?.[1]) throw new Error(`no form on the page:\n${body.slice(0, 500)}`);
  return match[1].replace(/&amp;/g, "&");
}

/** The value of a hidden input (e.g. `_csrf`, `token`). */
export function hiddenValue(body: string, name: string): string {
  const match = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(
    body.replace(/\/>/g, ">"),
  );
  if (!match?.[1]) throw new Error(`no hidden ${name} on the page`);
  return match[1];
}

/** Asserts the flow ended at the app's callback and returns its query parameters. */
export function callbackParams(visit: Visit, appUrl: string): URLSearchParams {
  expect(`${visit.url.origin}${visit.url.pathname}`).toBe(`${appUrl}/auth/callback`);
  return visit.url.searchParams;
}
