/**
 * JavaScript weight per route (issue 12): starts the product as `npm start` serves it (production
 * web build, real IdP/API/search; bench/lib/web-stack.ts), opens each route in headless Chromium
 * with an empty cache, as a visitor, a signed-in member and an admin, and sums the JavaScript the
 * browser actually downloaded from the app until the network went quiet: raw bytes and gzip
 * (level 6, what the web server sends). Protected routes send a visitor to sign in; their figure is
 * what that visit loaded from the app. Goals: visitor home ≤ 150 KB gz, every route ≤ 300 KB gz.
 *
 *   npx tsx bench/bundle-sizes.ts [--list]   (--list prints each route's scripts too)
 */
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import type { BrowserContext } from "playwright-core";
import {
  accessToken,
  demoAccounts,
  publishCard,
  signIn,
  startWebStack,
  type WebStack,
} from "./lib/web-stack";

const { values } = parseArgs({ options: { list: { type: "boolean", default: false } } });

type Row = {
  who: string;
  route: string;
  path: string;
  files: number;
  rawKb: number;
  gzKb: number;
  names: string[];
};

/** Loads one path in a fresh page of `context` and measures the app's JavaScript it downloaded. */
async function measure(stack: WebStack, context: BrowserContext, path: string) {
  const page = await context.newPage();
  const scripts = new Map<string, Promise<Buffer | undefined>>();
  page.on("response", (response) => {
    const url = response.url();
    if (!url.startsWith(stack.appUrl) || response.request().resourceType() !== "script") return;
    scripts.set(
      url,
      response.body().catch(() => undefined),
    );
  });
  await page.goto(`${stack.appUrl}${path}`, { waitUntil: "load" });
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(500);
  let raw = 0;
  let gz = 0;
  for (const body of await Promise.all(scripts.values())) {
    if (!body) continue;
    raw += body.length;
    gz += gzipSync(body).length;
  }
  await page.close();
  const names = [...scripts.keys()].map((url) => new URL(url).pathname.replace("/assets/", ""));
  return { files: scripts.size, rawKb: raw / 1024, gzKb: gz / 1024, names };
}

const stack = await startWebStack((line) => console.error(`[stack] ${line}`));
try {
  const member = await signIn(stack, demoAccounts.member);
  const admin = await signIn(stack, demoAccounts.admin);
  const cardId = await publishCard(stack, await accessToken(member), `Bundle bench card ${Date.now()}`);
  const visitor = await stack.browser.newContext();

  const plan: { who: string; context: BrowserContext; routes: [string, string][] }[] = [
    {
      who: "visitor",
      context: visitor,
      routes: [
        ["home", "/"],
        ["CMS page", "/about"],
        ["explore", "/explore"],
        ["card page", `/card/${cardId}`],
        ["search", "/search?query=prototype"],
      ],
    },
    {
      who: "member",
      context: member,
      routes: [
        ["home", "/"],
        ["explore", "/explore"],
        ["cards list", "/card"],
        ["card page", `/card/${cardId}`],
        ["editor", `/card/edit/${cardId}`],
        ["profile", "/members/me"],
        ["search", "/search?query=prototype"],
        ["CMS page", "/about"],
      ],
    },
    {
      who: "admin",
      context: admin,
      routes: [
        ["admin", "/admin"],
        ["institutions", "/admin/institutions"],
        ["CMS admin", "/admin/cms"],
      ],
    },
  ];

  const rows: Row[] = [];
  for (const { who, context, routes } of plan)
    for (const [route, path] of routes) {
      // A fresh context with the same session each time: nothing cached from the previous route.
      const fresh = await stack.browser.newContext({ storageState: await context.storageState() });
      rows.push({ who, route, path, ...(await measure(stack, fresh, path)) });
      await fresh.close();
    }

  console.log("\nJavaScript loaded on first visit (app origin, empty cache)\n");
  console.log(
    `${"who".padEnd(8)} ${"route".padEnd(13)} ${"files".padStart(5)} ${"raw KB".padStart(8)} ${"gzip KB".padStart(8)}  goal`,
  );
  for (const row of rows) {
    const goal = row.who === "visitor" && row.route === "home" ? 150 : 300;
    const verdict = row.gzKb <= goal ? `≤ ${goal} ok` : `> ${goal} OVER`;
    console.log(
      `${row.who.padEnd(8)} ${row.route.padEnd(13)} ${String(row.files).padStart(5)} ${row.rawKb.toFixed(0).padStart(8)} ${row.gzKb.toFixed(1).padStart(8)}  ${verdict}`,
    );
    if (values.list) console.log(`         ${row.names.join(" ")}`);
  }
} finally {
  await stack.stop();
}
