import type { CardDetail } from "@keen/contracts";
import { expect, type Page } from "@playwright/test";
import { apiUrl } from "./support/card-api";
import { type Cast, closeCast, createCard, signInCast } from "./support/journeys";
import { test } from "./support/test";

/**
 * A member's card page starts from what the page brought before the app's code arrived
 * (apps/web/server/early-load/README.md): the card's heading drawn by the server from the card's
 * public preview, which the web server remembers for a minute, and the app's first read of the card
 * asked by the page itself. Once the app has drawn the card, what shows is the card as it is now.
 */

const stamp = Date.now().toString(36);
const oldTitle = `Truss bridge load test ${stamp}`;
const newTitle = `Arch bridge load test ${stamp}`;

type Frame = { text: string; title: string; isAppDrawn: boolean };
type Recorder = { frames: Frame[]; stop: boolean };
/** The browser's globals the recorder uses (the journeys are type-checked without the DOM's types). */
type PageGlobals = {
  __frames: Recorder;
  document: { body: { innerText: string } | null; title: string; querySelector(selector: string): unknown };
  requestAnimationFrame(callback: () => void): number;
};

/**
 * Records, on every animation frame from the page's start, the text the page shows (`innerText`
 * leaves out what is hidden), its title, and whether the app has drawn the card page in its root.
 */
function recordFrames() {
  const page = globalThis as unknown as PageGlobals;
  const recorder: Recorder = { frames: [], stop: false };
  page.__frames = recorder;
  const sample = () => {
    if (recorder.stop) return;
    const { body, title } = page.document;
    if (body) {
      const isAppDrawn = page.document.querySelector("#root h1") !== null;
      recorder.frames.push({ text: body.innerText, title, isAppDrawn });
    }
    page.requestAnimationFrame(sample);
  };
  page.requestAnimationFrame(sample);
}

/** The frames recorded so far; the recorder stops. */
async function framesOf(page: Page): Promise<Frame[]> {
  return page.evaluate(() => {
    const recorder = (globalThis as unknown as PageGlobals).__frames;
    recorder.stop = true;
    return recorder.frames;
  });
}

test.describe.configure({ mode: "serial" });

let cast: Cast<"author" | "reader"> | undefined;
let cardId: string;

test.beforeAll(async ({ browser }) => {
  cast = await signInCast(browser, { author: "member@example.com", reader: "reviewer@example.com" });
  cardId = await createCard(
    cast.api,
    { title: oldTitle, summary: "Teams load paper bridges until they fail and compare the designs." },
    { publish: true },
  );
});

test.afterAll(async () => {
  await closeCast(cast);
});

test("after the author publishes a new title, a member's reload never shows the old one once the app has drawn", async () => {
  if (!cast) throw new Error("The cast did not sign in");
  const page = await cast.contexts.reader.newPage();
  // The first visit: the server reads the card's preview (old title) and remembers it for a minute.
  await page.goto(`/card/${cardId}`);
  await expect(page.locator("#root h1")).toHaveText(oldTitle);

  const draft = await cast.api.get<CardDetail>(`/Card/${cardId}?version=draft`);
  await cast.api.put(`/Card/${cardId}`, {
    baseRevision: draft.draftRevision,
    changes: { title: newTitle },
  });
  await cast.api.post(`/Card/${cardId}/Publish`);
  expect((await cast.api.get<{ title: string }>(`/Card/${cardId}/Preview`)).title).toBe(newTitle);

  await page.addInitScript(recordFrames);
  const cardReads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && request.url() === `${apiUrl}/Card/${cardId}`)
      cardReads.push(request.url());
  });
  const response = await page.reload();
  // The page still brings the old heading (the server's remembered preview): the stale early answer.
  const html = (await response?.text()) ?? "";
  expect(html).toContain('id="keen-early-page"');
  expect(html).toContain(oldTitle);

  await expect(page.locator("#root h1")).toHaveText(newTitle);
  await expect(page.locator("#keen-early-page")).toHaveCount(0);
  await expect(page).toHaveTitle(`${newTitle} · KEEN Cards`);
  const frames = await framesOf(page);

  // The early page was painted: the journey watched the stale heading on screen before the app drew.
  const firstDrawn = frames.findIndex((frame) => frame.isAppDrawn);
  expect(firstDrawn, "a frame with the app's card page").toBeGreaterThan(0);
  expect(frames.slice(0, firstDrawn).some((frame) => frame.text.includes(oldTitle))).toBe(true);
  // From the app's first drawing of the card on, the old title is never on screen.
  const stale = frames
    .slice(firstDrawn)
    .filter((f) => f.text.includes(oldTitle) || f.title.includes(oldTitle));
  expect(stale.length, `frames showing the old title after the app drew, first: ${stale[0]?.text}`).toBe(0);
  expect(frames.at(-1)?.text).toContain(newTitle);
  // The app's card came from the page's own early request (one read of the card), not a second one.
  expect(cardReads).toHaveLength(1);
  await page.close();
});
