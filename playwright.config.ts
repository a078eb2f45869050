import { defineConfig, devices } from "@playwright/test";
import { e2eEnv } from "./e2e/support/stack-env";

/** End-to-end journeys in Debian's Chromium against the real stack (started by global setup). */
export default defineConfig({
  testDir: "./e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  globalSetup: "./e2e/support/global-setup.ts",
  outputDir: "test-results/e2e-artifacts",
  use: {
    baseURL: e2eEnv.APP_URL,
    // A trace of every journey costs CPU on a 2-core CI machine and nobody can open it there.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
