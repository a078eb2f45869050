import type { Mailer, MailMessage } from "@keen/mail";

/** A mailer that keeps what it is asked to send (mail leaves our system; tests read it here). */
export function createMemoryMailer(): Mailer & { sent: MailMessage[]; failNext: (times: number) => void } {
  const sent: MailMessage[] = [];
  let failures = 0;
  return {
    sent,
    failNext: (times) => {
      failures = times;
    },
    send: async (message) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error("SMTP server unavailable");
      }
      sent.push(message);
    },
  };
}
