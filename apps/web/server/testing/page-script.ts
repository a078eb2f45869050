/** The code of the page's inline script that contains `marker` (tests of the scripts the server writes). */
export function inlineScript(html: string, marker: string): string | undefined {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .find((code) => code?.includes(marker));
}

/**
 * Runs a page's inline script against a fake browser: local storage holding `storage`, the
 * address's `search`, and the other globals it touches (`document`, `window`, `fetch`, …).
 */
export function runPageScript(
  code: string | undefined,
  {
    storage = {},
    search = "",
    ...globals
  }: { storage?: Record<string, string>; search?: string } & Record<string, unknown>,
): void {
  const keys = Object.keys(storage);
  const localStorage = {
    length: keys.length,
    key: (i: number) => keys[i] ?? null,
    getItem: (key: string) => storage[key] ?? null,
  };
  const names = Object.keys(globals);
  new Function("localStorage", "location", ...names, code ?? "")(
    localStorage,
    { search },
    ...names.map((name) => globals[name]),
  );
}
