import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const port = (name: string, fallback: number) => process.env[name] ?? String(fallback);

/** Settings of the stack the journeys run against: own ports and a fresh data folder per run. */
export const e2eEnv = (() => {
  const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "keen-e2e-"));
  process.env.E2E_DATA_DIR = dataDir; // the config is loaded in several processes; keep one folder
  const web = port("E2E_WEB_PORT", 3310);
  const idp = port("E2E_IDP_PORT", 5410);
  return {
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    // Every journey's browsers share one client address (127.0.0.1). Signed-in requests count per
    // member, but the visitors' requests all count against that one address (300 a minute), which
    // the faster journeys ran into (429 on /framework).
    RATE_LIMIT_MAX: "5000",
    // The journeys' members are minutes old and share the stack across specs: the first-day limits
    // (decision 0043) have their own API tests, so they are set out of the journeys' way.
    NEW_MEMBER_CONVERSATIONS_PER_DAY: "100000",
    NEW_MEMBER_COMMENTS_PER_DAY: "100000",
    NEW_MEMBER_ROOMS_PER_DAY: "100000",
    // The journeys expect an otherwise empty library (search results, lists): no demo library.
    SEED_DEMO: "false",
    DATA_DIR: dataDir,
    WEB_PORT: web,
    API_PORT: port("E2E_API_PORT", 5310),
    SEARCH_PORT: port("E2E_SEARCH_PORT", 5311),
    COLLAB_PORT: port("E2E_COLLAB_PORT", 5312),
    IDP_PORT: idp,
    PG_PORT: port("E2E_PG_PORT", 5499),
    APP_URL: `http://localhost:${web}`,
    IDP_ISSUER: `http://localhost:${idp}`,
  };
})();
