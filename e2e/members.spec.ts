import { deflateSync } from "node:zlib";
import { type Browser, expect, type Page } from "@playwright/test";
import { signedInContext, submitLogin, submitSignup, uniqueEmail } from "./support/identity";
import { linkTo, waitForMail } from "./support/outbox";
import { e2eEnv } from "./support/stack-env";
import { test } from "./support/test";

// Each journey signs up, verifies and onboards fresh accounts, so allow more than the default minute.
test.describe.configure({ timeout: 120_000 });

const password = "Lathe-and-Chisel-42";
const apiBase = `http://localhost:${e2eEnv.API_PORT}`;

type Member = { page: Page; email: string; name: string };

/** A new member: signs up, verifies by the emailed link, signs in and finishes onboarding at Rose-Hulman. */
async function newMember(browser: Browser, first: string, last: string): Promise<Member> {
  const email = uniqueEmail(first.toLowerCase());
  const signup = await browser.newContext();
  const signupPage = await signup.newPage();
  await signupPage.goto("/auth/signup");
  await submitSignup(signupPage, { first, last, email, password });
  await expect(signupPage.getByRole("heading", { name: "Email Verification Required" })).toBeVisible();
  await signupPage.goto(linkTo(await waitForMail(email, /verify/i), "/email/verify"));
  await expect(signupPage.getByRole("heading", { name: /verified/i })).toBeVisible();
  await signup.close();

  const page = await (await browser.newContext()).newPage();
  await page.goto("/auth/login?redirectTo=%2Fmembers%2Fme");
  await submitLogin(page, email, password);
  await page.waitForURL(/\/onboarding\?returnTo=/);
  await page.getByLabel("Title").fill("Professor of Computer Science");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Search institutions").fill("Rose");
  await page.getByRole("radio", { name: /Rose-Hulman Institute of Technology/ }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("checkbox", { name: "Computer Science" }).click();
  await page.getByRole("button", { name: "Finish" }).click();
  await page.waitForURL((url) => url.pathname === "/members/me");
  return { page, email, name: `${first} ${last}` };
}

/** Calls the API with the page's access token (from the OIDC session in local storage). */
async function callApi(page: Page, method: string, path: string, data?: unknown) {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("oidc.user:"));
    return key
      ? (JSON.parse(localStorage.getItem(key) ?? "{}") as { access_token?: string }).access_token
      : "";
  });
  const response = await page.request.fetch(`${apiBase}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${path} → ${response.status()}`).toBe(true);
  return response.status() === 204 ? undefined : response.json();
}

/** A small valid PNG (a 48×48 gradient), built here so the test needs no fixture file. */
function makePng(size = 48): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, "ascii"), body]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(typed));
    return Buffer.concat([length, typed, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: size }, (_, x) => [40 + x * 4, 80 + y * 3, 200]).flat()]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Fills and submits the degree form in the Degrees panel. */
async function addDegree(
  page: Page,
  degree: { level: string; field: string; institution: string; year: string },
) {
  const panel = page.getByRole("region", { name: "Degrees" });
  await panel.getByRole("button", { name: "Add a degree" }).click();
  await panel.getByLabel("Level").selectOption(degree.level);
  await panel.getByLabel("Year (optional)").fill(degree.year);
  await panel.getByLabel("Field", { exact: true }).fill(degree.field);
  await panel.getByLabel("Institution").fill(degree.institution);
  await panel.getByRole("button", { name: "Add degree" }).click();
  await expect(panel.getByRole("button", { name: "Add a degree" })).toBeVisible();
}

test("a member fills their profile and uploads a photo; another member sees it and the related members", async ({
  browser,
}) => {
  const ada = await newMember(browser, "Ada", "Lovelace");
  const { page } = ada;
  const adaId = ((await callApi(page, "GET", "/User/me")) as { userId: string }).userId;
  await page.goto("/settings/personal-information");

  const about = page.getByRole("region", { name: "About you" });
  await about.getByLabel("Bio").fill("I teach computing through design challenges.");
  await about.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile saved")).toBeVisible();

  await addDegree(page, {
    level: "Doctorate",
    field: "Computer Science",
    institution: "Purdue University",
    year: "2012",
  });
  await addDegree(page, {
    level: "Master",
    field: "Electrical Engineering",
    institution: "MIT",
    year: "2008",
  });
  const degrees = page.getByRole("region", { name: "Degrees" });
  await expect(degrees.getByText("Doctorate in Computer Science")).toBeVisible();
  await expect(degrees.getByText("Master’s in Electrical Engineering")).toBeVisible();

  const publications = page.getByRole("region", { name: "Publications" });
  await publications.getByRole("button", { name: "Add a publication" }).click();
  await publications.getByLabel("Title").fill("Teaching recursion with fractal cards");
  await publications.getByLabel("Authors").fill("Lovelace, A.; Babbage, C.");
  await publications.getByLabel("Venue").fill("ASEE Annual Conference");
  await publications.getByLabel("Year (optional)").fill("2021");
  await publications.getByLabel("DOI (optional)").fill("https://doi.org/10.18260/1-2--37001");
  await publications.getByRole("button", { name: "Add publication" }).click();
  await expect(publications.getByText("doi:10.18260/1-2--37001")).toBeVisible();

  const photo = page.getByRole("region", { name: "Photo" });
  await photo
    .getByTestId("photo-input")
    .setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: makePng() });
  await expect(photo.getByRole("img", { name: /how colleagues will see you/ })).toBeVisible();
  await photo.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByText("Photo updated")).toBeVisible();
  await expect(photo.getByRole("button", { name: "Remove photo" })).toBeVisible();

  // A surname no other journey uses: the related list must show this very member.
  const graceLast = `Hopper${Date.now().toString(36)}`;
  const grace = await newMember(browser, "Grace", graceLast);
  await grace.page.goto(`/members/${adaId}`);
  await expect(grace.page.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeVisible();
  await expect(grace.page.getByText("I teach computing through design challenges.")).toBeVisible();
  const education = grace.page.getByRole("region", { name: "Education" });
  await expect(education.getByText("Doctorate in Computer Science")).toBeVisible();
  await expect(education.getByText("MIT · 2008")).toBeVisible();
  await expect(
    grace.page
      .getByRole("region", { name: "Publications" })
      .getByRole("link", { name: /Teaching recursion/ }),
  ).toHaveAttribute("href", "https://doi.org/10.18260/1-2--37001");
  const picture = grace.page.getByRole("main").locator("header img").first();
  await expect(picture).toHaveAttribute("src", /\/ProfilePicture\?size=512&v=/);
  await expect
    .poll(() => picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  const related = grace.page.getByRole("region", { name: "Related members" });
  await expect(related.getByRole("link", { name: `Grace ${graceLast}` })).toBeVisible();
  await expect(related.getByText(/Same institution/).first()).toBeVisible();

  // Search shows the photo too (initials only for members without one).
  await grace.page.goto("/search?query=ada+lovelace&types=user");
  const adaHit = grace.page
    .getByRole("article")
    .filter({ has: grace.page.locator(`a[href="/members/${adaId}"]`) });
  const hitPicture = adaHit.locator("img");
  await expect(hitPicture).toHaveAttribute("src", /\/ProfilePicture\?size=64&v=/);
  await expect
    .poll(() => hitPicture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  await grace.page.screenshot({ path: "test-results/search-member-photo.png" });
  await Promise.all([ada.page.context().close(), grace.page.context().close()]);
});

test("a member changes their password and signs in with the new one", async ({ browser }) => {
  const { page, email } = await newMember(browser, "Nikola", "Tesla");
  await page.goto("/settings/login-and-security");
  const newPassword = "Fresh-Gearbox-Turbine-88";
  // The identity provider asks for the current password before it changes it.
  const passwordForm = page.locator("form").filter({ has: page.getByLabel("New password", { exact: true }) });
  await passwordForm.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();

  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await page.getByRole("button", { name: "Yes, log me out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/auth/login?redirectTo=%2Fmembers%2Fme");
  await submitLogin(page, email, password);
  await expect(page.getByText(/Email or password is incorrect/)).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => url.pathname === "/members/me");
  await expect(page.getByRole("heading", { level: 1, name: "Nikola Tesla" })).toBeVisible();
  await page.context().close();
});

test("a deleted account can no longer sign in, and its published card shows “Former member”", async ({
  browser,
}) => {
  const { page, email } = await newMember(browser, "Hedy", "Lamarr");
  const [type] = (await callApi(page, "GET", "/Lookup/CardTypes")) as { id: string }[];
  const card = (await callApi(page, "POST", "/Card", {
    title: "Frequency hopping in the classroom",
    summary: "Students rediscover spread-spectrum radio with two player pianos.",
    typeId: type!.id,
  })) as { id: string };
  await callApi(page, "POST", `/Card/${card.id}/Publish`);

  await page.goto("/settings/login-and-security");
  await page.getByRole("button", { name: "Delete account…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  await dialog.getByLabel(/to confirm/).fill("someone@else.edu");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill(email);
  await confirm.click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByText("Your account was deleted")).toBeVisible();

  await page.goto("/auth/login?redirectTo=%2F");
  await submitLogin(page, email, password);
  await expect(page.getByText(/Email or password is incorrect/)).toBeVisible();

  const reader = await signedInContext(browser, "member@example.com");
  const readerPage = await reader.newPage();
  await readerPage.goto(`/card/${card.id}`);
  await expect(
    readerPage.getByRole("heading", { level: 1, name: "Frequency hopping in the classroom" }),
  ).toBeVisible();
  await expect(readerPage.getByText("Former member").first()).toBeVisible();
  await Promise.all([page.context().close(), reader.close()]);
});
