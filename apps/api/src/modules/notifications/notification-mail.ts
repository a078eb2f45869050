import type { NotificationType } from "@keen/contracts";
import { composeMail, type MailMessage } from "@keen/mail";
import { createUnsubscribeToken } from "./unsubscribe-token";

type Recipient = { userId: string; email: string; firstName: string };
type Links = { appUrl: string; secret: string };

const typeWords: Record<NotificationType, string> = {
  card_published: "card publications",
  card_commented: "comments on your cards",
  card_feedback: "feedback on your cards",
  review_requested: "review requests",
  review_completed: "completed reviews",
  feedback_requested: "feedback requests",
  co_author_added: "being added as co-author",
  direct_message: "direct messages",
  institution_role: "institution roles",
  institution_proposal: "the institution you proposed",
  weekly_digest: "the weekly digest",
  moderation: "reports and moderation",
};

function unsubscribe(links: Links, recipient: Recipient, type: NotificationType) {
  const url = `${links.appUrl}/unsubscribe?token=${createUnsubscribeToken(links.secret, recipient.userId, type)}`;
  return {
    footer: `You get this e-mail because of your notification settings. Stop e-mails about ${typeWords[type]}: ${url} (or change every setting at ${links.appUrl}/settings/notifications).`,
    headers: { "List-Unsubscribe": `<${url}>` },
  };
}

/** The e-mail of one notification, with a link to it and a one-click unsubscribe from its type. */
export function notificationMail(
  links: Links,
  recipient: Recipient,
  notification: { type: NotificationType; title: string; body: string; link: string },
): MailMessage {
  const footer = unsubscribe(links, recipient, notification.type);
  return composeMail(
    { to: recipient.email, givenName: recipient.firstName || "there" },
    {
      subject: notification.title,
      lines: [notification.title, ...(notification.body ? [notification.body] : [])],
      action: { label: "Open in KEEN Cards", link: `${links.appUrl}${notification.link}` },
      ...footer,
    },
  );
}

/** The weekly digest: the member's unread notifications of the week, newest first. */
export function digestMail(
  links: Links,
  recipient: Recipient,
  items: { title: string; body: string }[],
  total: number,
): MailMessage {
  const footer = unsubscribe(links, recipient, "weekly_digest");
  const more = total > items.length ? [`…and ${total - items.length} more.`] : [];
  return composeMail(
    { to: recipient.email, givenName: recipient.firstName || "there" },
    {
      subject: `Your week on KEEN Cards: ${total} unread notification${total === 1 ? "" : "s"}`,
      lines: [
        `You have ${total} unread notification${total === 1 ? "" : "s"} from the past week:`,
        ...items.map((item) => `• ${item.title}${item.body ? ` — ${item.body}` : ""}`),
        ...more,
      ],
      action: { label: "See your notifications", link: `${links.appUrl}/notifications` },
      ...footer,
    },
  );
}
