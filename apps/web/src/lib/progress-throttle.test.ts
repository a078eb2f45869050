import type { AxiosProgressEvent } from "axios";
import { describe, expect, it, vi } from "vitest";
import { throttleProgress } from "./progress-throttle";

const event = (loaded: number, total = 100) =>
  ({ loaded, total, bytes: 1, lengthComputable: true }) as AxiosProgressEvent;

describe("throttleProgress", () => {
  it("passes at most 3 events a second, always the first and the final one", () => {
    let now = 0;
    const callback = vi.fn();
    const throttled = throttleProgress(callback, 3, () => now);
    for (let ms = 0; ms < 1000; ms += 50) {
      now = ms;
      throttled(event(ms / 20));
    }
    now = 1010;
    throttled(event(100));
    const loaded = callback.mock.calls.map(([e]) => (e as AxiosProgressEvent).loaded);
    expect(loaded).toEqual([0, 17.5, 35, 100]);
  });
});
