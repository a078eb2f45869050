import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const require = createRequire(import.meta.url);

/** Serves our stylesheet and script, and the self-hosted fonts straight from their packages. */
export async function registerAssets(app: FastifyInstance): Promise<void> {
  const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
  const cache = { maxAge: "1d" };
  await app.register(fastifyStatic, { root: publicDir, prefix: "/assets/", ...cache });
  for (const font of ["inter", "source-serif-4"]) {
    const root = path.dirname(require.resolve(`@fontsource-variable/${font}`));
    await app.register(fastifyStatic, {
      root,
      prefix: `/assets/fonts/${font}/`,
      decorateReply: false,
      allowedPath: (pathName) => pathName === "/index.css" || pathName.startsWith("/files/"),
      immutable: true,
      maxAge: "365d",
    });
  }
}
