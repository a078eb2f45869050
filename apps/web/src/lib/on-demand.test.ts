import { describe, expect, it, vi } from "vitest";
import { onDemand } from "./on-demand";

describe("onDemand", () => {
  it("imports once on the first load and reads the value synchronously after", async () => {
    const importer = vi.fn(async () => "module");
    const value = onDemand(importer);
    expect(value.loaded()).toBeUndefined();
    expect(importer).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([value.load(), value.load()]);
    expect([first, second]).toEqual(["module", "module"]);
    expect(value.loaded()).toBe("module");
    await value.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
