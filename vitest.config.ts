import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "server",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/{api,idp,search}/src/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          globalSetup: ["./test/global-setup.ts"],
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
