import AxeBuilder from "@axe-core/playwright";
import type { CardAttachment, CardDetail, CardType } from "@keen/contracts";
import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { accessTokenOf, apiUrl, type CardApi, cardApi, fixtures } from "./card-api";
import { signedInContext } from "./identity";

/**
 * The set-up and checks that the multi-member journeys (engagement, review, cards) share: seeded
 * members signed in in their own browsers, the first one's card made through the API, and the
 * accessibility and notification-bell checks.
 */

/** Browsers of seeded members by role in the journey, and the first one's API client. */
export type Cast<Role extends string> = { contexts: Record<Role, BrowserContext>; api: CardApi };

/**
 * Signs each seeded member in, in turn, in a browser of their own (`{ author: "member@example.com" }`),
 * and gives an API client of the first one, who makes the journey's card.
 */
export async function signInCast<Role extends string>(
  browser: Browser,
  emails: Record<Role, string>,
): Promise<Cast<Role>> {
  const contexts = {} as Record<Role, BrowserContext>;
  for (const [role, email] of Object.entries(emails) as [Role, string][]) {
    contexts[role] = await signedInContext(browser, email);
  }
  const first = Object.keys(emails)[0] as Role;
  return { contexts, api: cardApi(await accessTokenOf(contexts[first])) };
}

/** Closes every browser of the cast (in `afterAll`; safe when sign-in failed half-way). */
export async function closeCast(cast: Cast<string> | undefined): Promise<void> {
  await Promise.all(Object.values(cast?.contexts ?? {}).map((context) => context.close()));
}

/** A card of the seeded Activity type made through the API (the editor has its own journey); its id. */
export async function createCard(
  api: CardApi,
  fields: { title: string; summary: string },
  options: { publish?: boolean } = {},
): Promise<string> {
  const types = await api.get<CardType[]>("/Lookup/CardTypes");
  const type = types.find((t) => t.name === "Activity") ?? types[0];
  if (!type) throw new Error("Seeded card types are missing");
  const card = await api.post<CardDetail>("/Card", { typeId: type.id, ...fields });
  if (options.publish) await api.post(`/Card/${card.id}/Publish`);
  return card.id;
}

/**
 * Uploads the PDF worksheet to the card's draft, files it under a Handouts folder (the draft's
 * resources) and gives the draft a one-paragraph description.
 */
export async function attachWorksheet(api: CardApi, token: string, id: string, description: string) {
  const form = new FormData();
  const bytes = new Uint8Array(fixtures.pdf.bytes);
  form.append("file", new Blob([bytes], { type: fixtures.pdf.type }), fixtures.pdf.name);
  const res = await fetch(`${apiUrl}/Card/${id}/Attachments`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const attachment = (await res.json()) as CardAttachment;
  const draft = await api.get<CardDetail>(`/Card/${id}?version=draft`);
  await api.put(`/Card/${id}`, {
    baseRevision: draft.draftRevision,
    changes: {
      description: {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: description }] }],
      },
      resources: {
        folders: [
          {
            id: crypto.randomUUID(),
            title: "Handouts",
            description: "One per team.",
            items: [{ kind: "attachment", attachmentId: attachment.id }],
          },
        ],
      },
    },
  });
}

/**
 * No WCAG 2.2 AA violations that axe can detect on the page as it is now. Toasts are left out:
 * they fade in and out, so their colours are measured mid-animation.
 */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The unread count in the bell's name ("Notifications, 2 unread" → 2). */
export async function unreadCount(page: Page): Promise<number> {
  const label = await page.getByRole("button", { name: /^Notifications/ }).getAttribute("aria-label");
  return Number(label?.match(/(\d+) unread/)?.[1] ?? 0);
}
