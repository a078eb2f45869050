import type { CardDetail, User } from "@keen/contracts";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { accessTokenOf, type CardApi, cardApi } from "./support/card-api";
import { signedInContext } from "./support/identity";
import { test } from "./support/test";

// Two members in two browsers: everything below must arrive over the live stream, never a reload.
let alice: BrowserContext;
let bob: BrowserContext;
let aliceApi: CardApi;
let bobApi: CardApi;
let bobId: string;

test.beforeAll(async ({ browser }) => {
  alice = await signedInContext(browser, "member@example.com");
  bob = await signedInContext(browser, "reviewer@example.com");
  aliceApi = cardApi(await accessTokenOf(alice));
  bobApi = cardApi(await accessTokenOf(bob));
  bobId = (await bobApi.get<User>("/User/me")).userId;
});

test.afterAll(async () => {
  await alice?.close();
  await bob?.close();
});

/** Marks the page so a later check can tell it was never reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(globalThis, { __keenNotReloaded: true }));
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => "__keenNotReloaded" in globalThis)).toBe(true);
}

/** The number in an icon's name ("Messages, 2 unread" → 2; "Messages" → 0). */
async function countIn(page: Page, role: "link" | "button", name: string): Promise<number> {
  const label = await page.getByRole(role, { name: new RegExp(`^${name}`) }).getAttribute("aria-label");
  return Number(label?.match(/(\d+) unread/)?.[1] ?? 0);
}

test("two members message each other live: from the profile, into the open list, and back", async () => {
  const bobPage = await bob.newPage();
  await bobPage.goto("/messages");
  await expect(bobPage.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  await markPage(bobPage);
  const bobUnreadBefore = await countIn(bobPage, "link", "Messages");

  // Alice opens Bob's profile and presses Message.
  const alicePage = await alice.newPage();
  await alicePage.goto(`/members/${bobId}`);
  await alicePage.getByRole("button", { name: "Message" }).click();
  await alicePage.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
  const composer = alicePage.getByRole("textbox", { name: "Message" });
  const hello = `Hello Rita, shall we co-author the turbine card? (${Date.now()})`;
  await composer.fill(hello);
  await composer.press("Enter");
  await expect(alicePage.getByRole("log")).toContainText(hello);
  await expect(composer).toHaveValue("");
  await markPage(alicePage);

  // Bob's header count rises and the conversation arrives in his open list.
  await expect(bobPage.getByRole("link", { name: `Messages, ${bobUnreadBefore + 1} unread` })).toBeVisible();
  const conversation = bobPage
    .getByRole("list", { name: "Conversations" })
    .getByRole("link", { name: /Max Member/ });
  await expect(conversation).toContainText(hello);
  await expect(conversation).toContainText("1 unread");
  await conversation.click();
  await expect(bobPage.getByRole("log")).toContainText(hello);
  // Reading the thread clears the count.
  await expect(
    bobPage.getByRole("link", { name: bobUnreadBefore ? `Messages, ${bobUnreadBefore} unread` : "Messages" }),
  ).toBeVisible();

  // Bob replies; Alice sees it in her open thread.
  const reply = `Yes, gladly. Friday at 3? (${Date.now()})`;
  const bobComposer = bobPage.getByRole("textbox", { name: "Message" });
  await bobComposer.fill(reply);
  await bobComposer.press("Enter");
  await expect(alicePage.getByRole("log")).toContainText(reply);
  await expectNotReloaded(alicePage);
  await expectNotReloaded(bobPage);
});

test("a co-author added to a card sees the bell ring live and marks the notification read", async () => {
  const bobPage = await bob.newPage();
  await bobPage.goto("/messages");
  await expect(bobPage.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  await markPage(bobPage);

  // Alice adds Bob as co-author of a card she owns; the notification job rings Bob's bell.
  const bellBefore = await countIn(bobPage, "button", "Notifications");
  const title = `Turbine blades, co-authored ${Date.now()}`;
  const card = await aliceApi.post<CardDetail>("/Card", { title });
  await aliceApi.post(`/Card/${card.id}/Authors`, { kind: "member", userId: bobId });
  // The bell rings. (A notification an earlier journey caused, such as a card Bob co-authors being
  // published, may still land now on a busy machine, so the count is compared, not pinned.)
  const bellCount = () => countIn(bobPage, "button", "Notifications");
  await expect.poll(bellCount, { timeout: 20_000 }).toBeGreaterThan(bellBefore);

  // Bob opens the bell and marks it read; the count drops to what the server counts.
  await bobPage.getByRole("button", { name: /^Notifications/ }).click();
  const panel = bobPage.getByRole("dialog", { name: "Notifications" });
  const markRead = panel
    .getByRole("listitem")
    .filter({ hasText: title })
    .getByRole("button", { name: /^Mark “Max Member added you as a co-author.*” as read$/ });
  await expect(markRead).toHaveCount(1);
  await markRead.click();
  await expect(markRead).toHaveCount(0);
  const serverCount = async () => (await bobApi.get<{ unread: number }>("/Notifications/Count")).unread;
  await expect
    .poll(async () => (await bellCount()) === (await serverCount()), { timeout: 20_000 })
    .toBe(true);
  const list = await bobApi.get<{ items: { body: string | null; isRead: boolean }[] }>(
    "/Notifications?pageSize=50",
  );
  expect(list.items.filter((n) => n.body === title).map((n) => n.isRead)).toEqual([true]);
  await expectNotReloaded(bobPage);
});
