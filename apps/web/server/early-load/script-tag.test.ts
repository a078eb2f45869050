import { describe, expect, it } from "vitest";
import { runPageScript } from "../testing/page-script";
import { scriptTag } from "./script-tag";

function keep(values: unknown[], tell: () => string): void {
  (globalThis as unknown as { kept: unknown[] }).kept = [values, tell()];
}

describe("page scripts written from their functions", () => {
  it("calls the function's own source with its arguments, JSON written so that no text ends the tag", () => {
    const tag = scriptTag(keep, ["</script><b>", "ok"], () => "told");
    expect(tag.match(/<\/script/gi)).toHaveLength(1);
    const kept: { kept?: unknown[] } = {};
    runPageScript(tag.slice("<script>".length, -"</script>".length), { globalThis: kept });
    expect(kept.kept).toEqual([["</script><b>", "ok"], "told"]);
  });

  it("swallows a failure inside, as the app does the work itself when the script did not", () => {
    const tag = scriptTag((_: null) => {
      throw new Error("no storage");
    }, null);
    expect(() => runPageScript(tag.slice("<script>".length, -"</script>".length), {})).not.toThrow();
  });

  it("refuses a function whose source would end the script early", () => {
    const unsafe = new Function("return '</script>'") as () => void;
    expect(() => scriptTag(unsafe)).toThrow(/may not contain/);
  });
});
