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
          globalSetup: ["./test/global-setup.ts"],
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      "apps/web/vitest.config.ts",
    ],
  },
});
