import { expect } from "@playwright/test";
import { e2eEnv } from "./stack-env";

type OutboxMessage = { to: string; subject: string; text: string; links: string[] };

/** Waits for the newest message to `to` whose subject matches, read from the IdP's dev outbox. */
export async function waitForMail(to: string, subject: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${e2eEnv.IDP_ISSUER}/dev/outbox.json`);
        const { messages } = (await res.json()) as { messages: OutboxMessage[] };
        found = messages.find((m) => m.to.includes(to) && subject.test(m.subject));
        return Boolean(found);
      },
      { message: `mail to ${to} matching ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link of a message that points at the given path. */
export function linkTo(message: OutboxMessage, path: string): string {
  const link = message.links.find((l) => l.includes(path));
  if (!link) throw new Error(`No link to ${path} in "${message.subject}": ${message.links.join(", ")}`);
  return link;
}
