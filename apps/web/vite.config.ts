import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { runtimeConfigPlugin } from "./server/runtime-config";

export default defineConfig({
  plugins: [react(), tailwindcss(), runtimeConfigPlugin()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: { host: "127.0.0.1", port: Number(process.env.WEB_PORT ?? 3000), strictPort: true },
  preview: { host: "127.0.0.1", port: Number(process.env.WEB_PORT ?? 3000), strictPort: true },
  build: { sourcemap: true, chunkSizeWarningLimit: 700 },
});
