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

  it("tries again after a failed import", async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("module");
    const value = onDemand(importer);
    await expect(value.load()).rejects.toThrow("offline");
    expect(value.loaded()).toBeUndefined();
    await expect(value.load()).resolves.toBe("module");
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
