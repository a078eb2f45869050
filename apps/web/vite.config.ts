import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { runtimeConfigPlugin } from "./server/runtime-config";

/**
 * A feature's `index.ts` has no side effects: it names the feature's public pieces. Saying so lets
 * the bundler follow an import of one piece (the header's MemberAvatar) straight to its module,
 * instead of loading every piece of the index (the profile editors) in the importer's chunk.
 */
const featureIndexesHaveNoSideEffects = { test: /\/src\/features\/[^/]+\/index\.ts$/, sideEffects: false };

/**
 * The shared contracts only declare schemas and constants. Without this, a route table's
 * `CONTENT_PAGE_SLUGS` from the package index kept every schema module (and zod) in the entry.
 */
const contractsHaveNoSideEffects = { test: /\/packages\/contracts\/src\//, sideEffects: false };

/**
 * The OIDC client and its React binding have no side effects on import (neither says so): the app
 * shell uses only react-oidc-context's context and hook, and oidc-client-ts loads with the session
 * (src/app/auth-provider.tsx).
 */
const oidcHasNoSideEffects = {
  test: /\/node_modules\/(oidc-client-ts|react-oidc-context)\//,
  sideEffects: false,
};

/**
 * Vendor chunks that change rarely and are cached across deploys: React, the router and the query
 * cache, each loaded on every page. The editor's TipTap/Yjs stay in the chunks of the routes that use them.
 */
const vendorChunks = [
  { name: "vendor-react", test: /\/node_modules\/(react|react-dom|scheduler)\//, priority: 3 },
  { name: "vendor-router", test: /\/node_modules\/react-router\//, priority: 2 },
  { name: "vendor-query", test: /\/node_modules\/@tanstack\/(query-core|react-query)\//, priority: 1 },
];

/**
 * Fewer, larger shared chunks. Left alone, the bundler gives every icon and helper shared by a
 * different set of routes a chunk of its own: the card page loaded 108 files, 40 of them under
 * 400 bytes, and each file costs the browser a request and a module to set up (on a slow phone
 * more than its bytes; Lighthouse, issue 12). So the icons used by four routes or more share one
 * chunk (fewer would put icons the visitor's home does not draw on its first load), and code that
 * at least 20 routes use shares another.
 */
const sharedChunks = [
  { name: "icons", test: /\/node_modules\/lucide-react\//, minShareCount: 4, priority: 0 },
  { name: "shared", minShareCount: 20, priority: -1 },
];

/**
 * react-oidc-context names oidc-client-ts's UserManager only to construct one when it is given
 * none; the app always passes its own (src/app/oidc-auth-provider.tsx). Its single module is shared
 * by the app shell (`useAuth`) and the lazy provider, so in the build its import of the client is
 * pointed at a stub and oidc-client-ts stays in the chunk that loads with a session.
 */
function oidcBindingWithoutClient(): Plugin {
  const stub = "\0keen-oidc-client-stub";
  return {
    name: "keen:oidc-binding-without-client",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "oidc-client-ts" && importer?.includes("/node_modules/react-oidc-context/")) return stub;
      return null;
    },
    load(id) {
      return id === stub ? "export const UserManager = null;" : null;
    },
  };
}

/**
 * React Router 7's package names only its development build (warnings on, extra checks; a known
 * upstream issue, remix-run/react-router#14102); it ships the production build beside it. A
 * production build of ours uses that one (about 10 ms less main thread per page load on the card
 * page, issue 12). The app imports `react-router` alone, so every import resolves to one copy.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.join(
    path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
    "dist/production/index.mjs",
  ),
};

export default defineConfig(({ command }) => ({
  plugins: [oidcBindingWithoutClient(), react(), tailwindcss(), runtimeConfigPlugin()],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      ...(command === "build" ? [reactRouterProduction] : []),
    ],
  },
  server: { host: "127.0.0.1", port: Number(process.env.WEB_PORT ?? 3000), strictPort: true },
  preview: { host: "127.0.0.1", port: Number(process.env.WEB_PORT ?? 3000), strictPort: true },
  build: {
    sourcemap: true,
    // dist/.vite/manifest.json: the web server preloads a page's route module from it
    // (server/early-load/route-preloads.ts).
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [
          featureIndexesHaveNoSideEffects,
          contractsHaveNoSideEffects,
          oidcHasNoSideEffects,
        ],
      },
      output: { codeSplitting: { groups: [...vendorChunks, ...sharedChunks] } },
    },
  },
}));
