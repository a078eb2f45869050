/**
 * The hardening probes of issue 27, rerun against a running stack (`npm start`, or any other):
 *
 * 1. headers of the web pages: Content-Security-Policy, frame-ancestors / X-Frame-Options, nosniff,
 *    referrer and permissions policies;
 * 2. a NUL / lone-surrogate fuzz over HTTP: every such probe the OpenAPI documents of the API and
 *    the search service give (server-kit's openapi-fuzz) as a visitor, and an even sample of them
 *    (`--member-sample`, 250) as the seeded demo member, counting 5xx and dropped connections;
 * 3. sign-in lockout from two addresses: an attacker at 127.0.0.2 fails many times on a fresh
 *    account, then its owner signs in from 127.0.0.4 (and from the attacker's address);
 * 4. steady read load on the API and search, counting failed requests; with `--kill-pid` a service
 *    is sent SIGTERM a third of the way in (its supervisor restarts it), to count what a restart costs.
 *
 * Requests come from several 127.0.0.x addresses (Linux routes all of 127/8 to loopback), so the
 * per-address rate limits do not turn the figures into 429s. Prints figures and exits 0: a probe
 * that finds a weakness says so in its line.
 *
 *   npx tsx bench/hardening-probes.ts [--web URL] [--api URL] [--search URL] [--idp URL]
 *     [--attempts 100] [--seconds 6] [--kill-pid PID] [--member-sample 250] [--email E --password P]
 */
import { defaultPorts } from "@keen/config";
import {
  buildFuzzRequests,
  type FuzzRequest,
  type OpenApiDocument,
} from "@keen/server-kit/openapi-fuzz/requests";
import { formatFuzzReport, runFuzz } from "@keen/server-kit/openapi-fuzz/run";
import { numberOption } from "./lib/autocannon";
import { authorizeRequest, formAction, ProbeBrowser, request } from "./lib/probe-http";

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
};
const webUrl = option("web", process.env.APP_URL ?? `http://localhost:${defaultPorts.web}`);
const apiUrl = option("api", process.env.API_URL ?? `http://localhost:${defaultPorts.api}`);
const searchUrl = option("search", process.env.SEARCH_URL ?? `http://localhost:${defaultPorts.search}`);
const idpUrl = option("idp", process.env.IDP_ISSUER ?? `http://localhost:${defaultPorts.idp}`);
const ATTEMPTS = numberOption("attempts", 100);
const SECONDS = numberOption("seconds", 6);
const killPid = numberOption("kill-pid", 0);
const MEMBER_SAMPLE = numberOption("member-sample", 250);

/** Client addresses to spread requests over: 127.0.0.10 … 127.0.0.69. */
const spread = (index: number) => `127.0.0.${10 + (index % 60)}`;

async function probeHeaders(): Promise<void> {
  console.log(`\n1. Security headers of the web pages (${webUrl})`);
  for (const path of ["/", "/search", "/cards/00000000-0000-0000-0000-000000000000", "/admin"]) {
    const { status, headers, error } = await request(`${webUrl}${path}`);
    if (status === 0) {
      console.log(`  ${path}: no answer (${error})`);
      continue;
    }
    const csp = String(headers["content-security-policy"] ?? "");
    const frameAncestors = /frame-ancestors\s+'none'/.test(csp);
    const frameOptions = String(headers["x-frame-options"] ?? "");
    const checks = {
      csp: csp !== "",
      "no framing": frameAncestors || /deny|sameorigin/i.test(frameOptions),
      nosniff: headers["x-content-type-options"] === "nosniff",
      "referrer-policy": Boolean(headers["referrer-policy"]),
      "permissions-policy": Boolean(headers["permissions-policy"]),
    };
    const missing = Object.entries(checks)
      .filter(([, ok]) => !ok)
      .map(([name]) => name);
    const verdict = missing.length ? `MISSING ${missing.join(", ")} (not yet fixed)` : "all present";
    console.log(`  ${status} ${path}: ${verdict}`);
  }
}

/** Signs the demo member (or --email/--password) in through the IdP's form; undefined if that fails. */
async function signInMember(): Promise<string | undefined> {
  const email = option("email", "member@example.com");
  const password = option("password", "keen-demo-password");
  const auth = authorizeRequest(idpUrl, webUrl);
  const browser = new ProbeBrowser(idpUrl, "127.0.0.5");
  const page = await browser.visit(auth.url);
  if (page.status !== 200) return undefined;
  const done = await browser.submit(formAction(page.body), { email, password });
  const code = done.url.searchParams.get("code");
  if (!code) return undefined;
  const token = await request(`${idpUrl}/token`, {
    method: "POST",
    localAddress: "127.0.0.5",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      code_verifier: auth.verifier,
      redirect_uri: `${webUrl}/auth/callback`,
      client_id: "keen-web",
    }).toString(),
  });
  return token.status === 200 ? (JSON.parse(token.body) as { access_token: string }).access_token : undefined;
}

/** Sends fuzz requests over HTTP, from spread addresses; a dropped connection counts as failed. */
function sendOverHttp(base: string) {
  let sent = 0;
  return async (fuzz: FuzzRequest) => {
    const result = await request(`${base}${fuzz.url}`, {
      method: fuzz.method,
      headers: fuzz.headers,
      body: fuzz.payload,
      localAddress: spread(sent++),
    });
    if (result.status === 0) throw new Error(result.error);
    return { statusCode: result.status, body: result.body };
  };
}

async function probeFuzz(token: string | undefined): Promise<void> {
  console.log("\n2. NUL and lone-surrogate fuzz over HTTP (from the OpenAPI documents)");
  const callers: [string, Record<string, string>][] = [["visitor", {}]];
  if (token) callers.push(["member", { authorization: `Bearer ${token}` }]);
  else console.log("  (the demo member could not sign in: visitor only)");
  for (const [service, base] of [
    ["API", apiUrl],
    ["Search", searchUrl],
  ] as const) {
    const response = await request(`${base}/openapi.json`);
    if (response.status !== 200) {
      console.log(`  ${service}: no OpenAPI document (${response.status || response.error})`);
      continue;
    }
    const doc = JSON.parse(response.body) as OpenApiDocument;
    for (const [role, headers] of callers) {
      const all = buildFuzzRequests(doc, { headers, skip: ["GET /Events"] }).filter(
        (r) => r.kind === "nul" || r.kind === "surrogate",
      );
      // A member's requests are rate-limited per account, not per address: an even sample of them.
      const step = role === "visitor" ? 1 : Math.ceil(all.length / MEMBER_SAMPLE);
      const requests = all.filter((_, index) => index % step === 0);
      const report = await runFuzz(requests, sendOverHttp(base), { concurrency: 8 });
      const summary = formatFuzzReport(`  ${service} as ${role}`, report).split("\n");
      console.log([summary[0], ...summary.slice(1, 11)].join("\n"));
    }
  }
}

/** Signs in from `address` with a fresh browser; answers the final status (401/429 refused). */
async function attemptSignIn(address: string, email: string, password: string, browser?: ProbeBrowser) {
  const client = browser ?? new ProbeBrowser(idpUrl, address);
  const page = await client.visit(authorizeRequest(idpUrl, webUrl).url);
  const started = performance.now();
  const done = await client.submit(formAction(page.body), { email, password });
  return {
    status: done.status,
    ms: performance.now() - started,
    retryAfter: Number(done.headers["retry-after"] ?? 0),
  };
}

async function probeLockout(): Promise<void> {
  console.log(`\n3. Sign-in lockout from two addresses (${idpUrl})`);
  const email = `probe-${Date.now().toString(36)}@example.test`;
  const password = `probe-${Math.random().toString(36).slice(2)}-passphrase`;
  const signup = new ProbeBrowser(idpUrl, "127.0.0.3");
  const page = await signup.visit(authorizeRequest(idpUrl, webUrl, { screen_hint: "signup" }).url);
  if (page.status !== 200) return console.log(`  the IdP did not answer (${page.status || page.error})`);
  const fields = { given_name: "Probe", family_name: "Account", email, password };
  const created = await signup.submit(formAction(page.body), fields);
  if (created.status >= 400) return console.log(`  could not sign a probe account up (${created.status})`);

  const attacker = new ProbeBrowser(idpUrl, "127.0.0.2");
  const statuses: Record<number, number> = {};
  let longestWait = 0;
  const started = performance.now();
  const login = await attacker.visit(authorizeRequest(idpUrl, webUrl).url);
  let action = formAction(login.body);
  for (let i = 0; i < ATTEMPTS; i++) {
    const result = await attacker.submit(action, { email, password: `wrong-${i}` });
    statuses[result.status] = (statuses[result.status] ?? 0) + 1;
    longestWait = Math.max(longestWait, Number(result.headers["retry-after"] ?? 0));
    if (result.body.includes("<form")) action = formAction(result.body);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const tally = Object.entries(statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
  console.log(
    `  attacker 127.0.0.2: ${ATTEMPTS} wrong passwords in ${seconds} s: ${tally}; longest Retry-After ${longestWait} s`,
  );
  const owner = await attemptSignIn("127.0.0.4", email, password);
  const ownerOk = owner.status !== 401 && owner.status !== 429;
  console.log(
    `  owner 127.0.0.4, right password: ${owner.status} in ${owner.ms.toFixed(0)} ms: ` +
      (ownerOk ? "signed in (not locked out)" : "REFUSED: the attack locked the owner out (not yet fixed)"),
  );
  const fromAttacker = await attemptSignIn("127.0.0.2", email, password);
  console.log(
    `  right password from the attacker's address: ${fromAttacker.status}` +
      (fromAttacker.status === 429 ? ` (slowed, Retry-After ${fromAttacker.retryAfter} s)` : ""),
  );
}

async function probeLoad(): Promise<void> {
  const what = killPid ? `, SIGTERM to ${killPid} after ${(SECONDS / 3).toFixed(1)} s` : "";
  console.log(`\n4. Steady reads for ${SECONDS} s on the API and search (8 at a time${what})`);
  const urls = [`${apiUrl}/Card?pageSize=5`, `${apiUrl}/health`, `${searchUrl}/Search?query=bridge`];
  type Tally = { total: number; ok: number; limited: number; server: number; dropped: number };
  const tallies = new Map(
    urls.map((url) => [url, { total: 0, ok: 0, limited: 0, server: 0, dropped: 0 } as Tally]),
  );
  const errors = new Map<string, number>();
  const started = Date.now();
  let firstFailure = 0;
  let lastFailure = 0;
  if (killPid) {
    setTimeout(
      () => {
        try {
          process.kill(killPid, "SIGTERM");
        } catch (error) {
          console.log(`  could not signal ${killPid}: ${(error as Error).message}`);
        }
      },
      (SECONDS * 1000) / 3,
    );
  }
  let sent = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (Date.now() < started + SECONDS * 1000) {
        const index = sent++;
        const url = urls[index % urls.length]!;
        const tally = tallies.get(url)!;
        tally.total++;
        const result = await request(url, { localAddress: spread(index), timeoutMs: 10_000 });
        const isFailure = result.status === 0 || result.status >= 500;
        if (result.status === 0) {
          tally.dropped++;
          errors.set(result.error ?? "?", (errors.get(result.error ?? "?") ?? 0) + 1);
        } else if (result.status === 429) tally.limited++;
        else if (result.status >= 500) tally.server++;
        else tally.ok++;
        if (isFailure) {
          firstFailure ||= Date.now() - started;
          lastFailure = Date.now() - started;
        }
      }
    }),
  );
  for (const [url, t] of tallies) {
    const failed = t.server + t.dropped;
    const share = t.total ? ((100 * failed) / t.total).toFixed(1) : "0";
    console.log(
      `  ${url}: ${t.total} requests, ${t.ok} answered, ${t.limited} rate-limited, ${t.server} 5xx, ` +
        `${t.dropped} dropped: ${failed} failed (${share} %)`,
    );
  }
  if (errors.size) console.log(`  dropped: ${[...errors].map(([code, n]) => `${code}×${n}`).join(" ")}`);
  if (firstFailure) {
    console.log(
      `  failures from ${(firstFailure / 1000).toFixed(1)} s to ${(lastFailure / 1000).toFixed(1)} s`,
    );
  }
}

async function main() {
  console.log(`Hardening probes: web ${webUrl}, api ${apiUrl}, search ${searchUrl}, idp ${idpUrl}`);
  await probeHeaders();
  await probeFuzz(await signInMember().catch(() => undefined));
  await probeLockout().catch((error: Error) => console.log(`  lockout probe failed: ${error.message}`));
  await probeLoad();
}

await main();
