import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { runtimeConfigPlugin } from "./server/runtime-config";

/**
 * A feature's `index.ts` has no side effects: it names the feature's public pieces. Saying so lets
 * the bundler follow an import of one piece (the header's MemberAvatar) straight to its module,
 * instead of loading every piece of the index (the profile editors) in the importer's chunk.
 */
const featureIndexesHaveNoSideEffects = { test: /\/src\/features\/[^/]+\/index\.ts$/, sideEffects: false };

export default defineConfig({
  plugins: [react(), tailwindcss(), runtimeConfigPlugin()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: { host: "127.0.0.1", port: Number(process.env.WEB_PORT ?? 3000), strictPort: true },
  preview: { host: "127.0.0.1", port: Number(process.env.WEB_PORT ?? 3000), strictPort: true },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: { treeshake: { moduleSideEffects: [featureIndexesHaveNoSideEffects] } },
  },
});
