import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazy route or a
// mocked request can take longer, which is slowness, not a failure.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// Radix popovers and menus measure their anchor; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
