import type { UserRole } from "@keen/contracts";
import { type Database, users } from "@keen/db";
import { defineJob, jobKind } from "@keen/jobs";
import { composeMail, type MailMessage } from "@keen/mail";
import { eq } from "drizzle-orm";
import type { JobDeps } from "../../job-deps";

/** What an admin changed about a member's standing, as the e-mail telling them needs it. */
export type StandingChange =
  | { kind: "suspended"; reason: string; until: string | null }
  | { kind: "reactivated" }
  | { kind: "role_changed"; role: UserRole };

/** One e-mail to a member whose role or suspension an admin changed (sent when the change commits). */
export const standingMailJob = jobKind<{ userId: string; change: StandingChange }>(
  "member-admin.standing-mail",
);

const roleWords: Record<UserRole, string> = {
  member: "member",
  reviewer: "reviewer: you can claim and review submitted cards",
  admin: "administrator: you can run the admin portal",
};

const dateFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});

/** The e-mail for a change of standing. */
export function standingMail(
  recipient: { email: string; firstName: string },
  change: StandingChange,
  appUrl: string,
): MailMessage {
  const greeting = { to: recipient.email, givenName: recipient.firstName || "there" };
  const footer = `You get this e-mail because an administrator changed your account. If you have questions, reply to this e-mail.`;
  if (change.kind === "suspended") {
    const until = change.until
      ? `The suspension ends on ${dateFormat.format(new Date(change.until))} UTC.`
      : "The suspension lasts until an administrator lifts it.";
    return composeMail(greeting, {
      subject: "Your KEEN Cards account is suspended",
      lines: [
        "An administrator suspended your account, so you cannot sign in for now.",
        `Reason: ${change.reason}`,
        until,
        "Your published cards stay available to everyone.",
      ],
      footer,
    });
  }
  if (change.kind === "reactivated") {
    return composeMail(greeting, {
      subject: "Your KEEN Cards account is active again",
      lines: ["An administrator lifted the suspension of your account. You can sign in again."],
      action: { label: "Sign in", link: appUrl },
      footer,
    });
  }
  return composeMail(greeting, {
    subject: `Your role on KEEN Cards is now ${change.role}`,
    lines: [`An administrator changed your role. You are now a ${roleWords[change.role]}.`],
    action: { label: "Open KEEN Cards", link: appUrl },
    footer,
  });
}

async function findRecipient(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The member-administration jobs: the standing e-mail. */
export function memberAdminJobDefinitions(deps: JobDeps) {
  const appUrl = deps.config.appUrl.replace(/\/+$/, "");
  return [
    defineJob(standingMailJob, {
      handle: async ({ userId, change }) => {
        const recipient = await findRecipient(deps.db, userId);
        if (!recipient) return;
        await deps.mailer.send(standingMail(recipient, change, appUrl));
      },
    }),
  ];
}
