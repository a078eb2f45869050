import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "server",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/{api,idp,search,collab}/src/**/*.test.ts",
            "apps/web/server/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          // Test files share a worker's module graph: each builds its own app on its own database,
          // and nothing server-side mocks modules, so re-importing the API per file (half the
          // run's time) buys nothing.
          isolate: false,
          globalSetup: ["./packages/db/src/test-global-setup.ts"],
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      "apps/web/vitest.config.ts",
    ],
  },
});
