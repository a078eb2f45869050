/**
 * The whole product for the web benchmarks, started the way the e2e journeys start it (production
 * web build served by `apps/web/server`, the real IdP, API and search) on ports of its own, plus a
 * headless Chromium and helpers to sign a demo member in and publish a card to look at.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { resolveStackEnv } from "../../scripts/lib/env";
import { startStack } from "../../scripts/lib/stack";

const root = path.resolve(import.meta.dirname, "../..");

/** Debian's Chromium and the flags the e2e journeys use (no sandbox as root, no background traffic). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export type WebStack = {
  appUrl: string;
  apiUrl: string;
  browser: Browser;
  stop: () => Promise<void>;
};

/** Starts the stack (building the web app first when its sources are newer) and a browser. */
export async function startWebStack(log: (line: string) => void = () => {}): Promise<WebStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "keen-web-bench-"));
  // PostgreSQL runs as its own user when we are root; it must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const ports = { WEB_PORT: "3610", API_PORT: "5610", SEARCH_PORT: "5611", COLLAB_PORT: "5612" };
  const env = resolveStackEnv(
    {
      ...process.env,
      DATABASE_URL: "",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      ...ports,
      IDP_PORT: "5613",
      PG_PORT: "5699",
    },
    root,
  );
  const stack = await startStack({ root, env, mode: "start", log });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return {
    appUrl: env.APP_URL!,
    apiUrl: env.API_URL!,
    browser,
    stop: async () => {
      await browser.close();
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A seeded demo account (packages/db/src/seed-data.ts). */
export const demoAccounts = { member: "member@example.com", admin: "admin@example.com" } as const;

/** Signs a demo account in through the real IdP form in a new browser context. */
export async function signIn(stack: WebStack, email: string): Promise<BrowserContext> {
  const context = await stack.browser.newContext();
  await logIn(context, stack.appUrl, email);
  return context;
}

/** Signs a demo account in through the real IdP form in `context` (tokens land in its local storage). */
export async function logIn(context: BrowserContext, appUrl: string, email: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${appUrl}/auth/login?redirectTo=%2F`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("keen-demo-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => url.href.startsWith(appUrl) && url.pathname === "/");
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.close();
}

/** The access token oidc-client-ts keeps in a signed-in context's local storage. */
export async function accessToken(context: BrowserContext): Promise<string> {
  const state = await context.storageState();
  for (const origin of state.origins)
    for (const item of origin.localStorage)
      if (item.name.startsWith("oidc.user:")) return JSON.parse(item.value).access_token as string;
  throw new Error("No access token in the signed-in context");
}

/** Publishes a small card as the token's member through the API; returns its id. */
export async function publishCard(stack: WebStack, token: string, title: string): Promise<string> {
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${stack.apiUrl}${url}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const types = await call<{ id: string }[]>("GET", "/Lookup/CardTypes");
  const disciplines = await call<{ id: string }[]>("GET", "/Lookup/Disciplines");
  const text = (value: string) => ({
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text: value }] }],
  });
  const card = await call<{ id: string }>("POST", "/Card", {
    typeId: types[0]?.id,
    title,
    summary: "Students build and test small prototypes, then present what they learned to the class.",
    description: text("Teams sketch three ideas, build the most promising one and measure how it performs."),
    learningObjectives: text("Relate a design choice to a measured result."),
    mindset: {
      curiosity: { isSelected: true, elaboration: "Why did one prototype do better?" },
      connections: { isSelected: false, elaboration: "" },
      creatingValue: { isSelected: false, elaboration: "" },
      indicators: [],
    },
    attributes: {
      disciplineIds: disciplines[0] ? [disciplines[0].id] : [],
      courseLevel: "first-year",
      tags: ["prototyping"],
      classSize: "medium",
      timeRequired: "several-classes",
      license: "cc-by-nc-sa-4.0",
    },
  });
  await call("POST", `/Card/${card.id}/Publish`);
  return card.id;
}
