/**
 * Lighthouse mobile performance (issue 12; goal ≥ 90) of the production build as `npm start`
 * serves it (bench/lib/web-stack.ts): the home page as a visitor, then a published card's page as
 * the signed-in member who wrote it (the card page needs a session: the member signs in through the
 * real IdP in the same Chromium, and Lighthouse keeps its storage but starts each run with an empty
 * HTTP cache). Lighthouse's default mobile settings: Moto G Power screen, simulated slow 4G and 4×
 * CPU slowdown. Runs each page `--runs` times (default 3) and prints every run, the best and the
 * median of score, LCP, TBT, CLS and FCP. On a shared 2-core machine rerun when it is quiet.
 * `--details` also prints each page's main findings from its last run: the LCP element, LCP phases,
 * and the audits that fail with their estimated savings.
 *
 * `--save DIR` writes each page's last report (the Lighthouse JSON) to DIR for a closer look.
 *
 *   npx tsx bench/lighthouse.ts [--runs 3] [--details] [--save DIR]
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import {
  accessToken,
  chromiumArgs,
  chromiumPath,
  demoAccounts,
  logIn,
  publishCard,
  startWebStack,
} from "./lib/web-stack";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    details: { type: "boolean", default: false },
    save: { type: "string" },
  },
});
const RUNS = Number(values.runs);
const PORT = 9339;

type Run = { score: number; lcp: number; tbt: number; cls: number; fcp: number; findings: string[] };

const stack = await startWebStack((line) => console.error(`[stack] ${line}`));
const profile = mkdtempSync(path.join(tmpdir(), "keen-lighthouse-"));
// A persistent context is the browser's default context, the one Lighthouse opens its tab in.
const context = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath,
  headless: true,
  args: [...chromiumArgs, "--headless=new", `--remote-debugging-port=${PORT}`],
});

/** One Lighthouse mobile performance run of `url` against the shared browser. */
async function audit(url: string): Promise<Run> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  const result = await lighthouse(url, {
    port: PORT,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    // Keep local storage (the member's session); the HTTP cache was emptied above.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (values.save)
    writeFileSync(
      path.join(values.save, `${new URL(url).pathname.split("/")[1] || "home"}.json`),
      JSON.stringify(lhr),
    );
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const findings = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
    .map((audit) => `${audit.id}: ${audit.displayValue ?? ""} (score ${audit.score})`);
  const shifts = lhr.audits["layout-shifts"]?.details;
  if (shifts && "items" in shifts) {
    for (const item of shifts.items as { node?: { snippet?: string; selector?: string }; score?: number }[])
      findings.push(
        `layout shift ${item.score?.toFixed(3)}: ${item.node?.selector} ${item.node?.snippet?.slice(0, 160)}`,
      );
  }
  const lcpElement = lhr.audits["largest-contentful-paint-element"]?.details;
  if (lcpElement) findings.unshift(`LCP element and phases: ${JSON.stringify(lcpElement).slice(0, 900)}`);
  return {
    findings,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    fcp: metric("first-contentful-paint"),
  };
}

const format = (run: Run) =>
  `score ${String(run.score).padStart(3)}  LCP ${(run.lcp / 1000).toFixed(2)} s  TBT ${run.tbt.toFixed(0).padStart(4)} ms  CLS ${run.cls.toFixed(3)}  FCP ${(run.fcp / 1000).toFixed(2)} s`;

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measure(label: string, url: string) {
  const runs: Run[] = [];
  for (let i = 1; i <= RUNS; i += 1) {
    const run = await audit(url);
    runs.push(run);
    console.log(`${label.padEnd(22)} run ${i}: ${format(run)}`);
  }
  const best = runs.reduce((a, b) => (b.score > a.score ? b : a));
  const summary: Run = {
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    fcp: median(runs.map((r) => r.fcp)),
    findings: [],
  };
  console.log(`${label.padEnd(22)} best:  ${format(best)}`);
  console.log(`${label.padEnd(22)} median: ${format(summary)}  (goal score ≥ 90)\n`);
  if (values.details) for (const finding of runs.at(-1)?.findings ?? []) console.log(`  ${finding}`);
}

try {
  console.log(`Lighthouse mobile performance, ${RUNS} runs per page\n`);
  await measure("home (visitor)", `${stack.appUrl}/`);
  await logIn(context, stack.appUrl, demoAccounts.member);
  const cardId = await publishCard(stack, await accessToken(context), `Lighthouse bench card ${Date.now()}`);
  await measure("card page (member)", `${stack.appUrl}/card/${cardId}`);
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await stack.stop();
}
