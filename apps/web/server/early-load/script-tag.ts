/** What a page script may be given: JSON values, or another page script (written out as its source). */
type ScriptArgument = string | number | boolean | null | readonly string[] | (() => unknown);

/**
 * An inline `<script>` that calls `run` (one of page-scripts.ts) with `args`: the function's own
 * source, type-checked and linted like the rest of the server, rather than a hand-minified string.
 * A failure inside is swallowed: these scripts only start things early, and the app does them
 * itself when they did not happen.
 */
export function scriptTag<Args extends ScriptArgument[]>(
  run: (...args: Args) => void,
  ...args: Args
): string {
  const written = args.map((arg) =>
    typeof arg === "function" ? arg.toString() : JSON.stringify(arg).replace(/</g, "\\u003c"),
  );
  const code = `try{(${run.toString()})(${written.join(",")})}catch(e){}`;
  // The page's parser would end the script at this, whatever the JavaScript around it means.
  if (/<\/script/i.test(code)) throw new Error(`A page script may not contain "</script": ${run.name}`);
  return `<script>${code}</script>`;
}
