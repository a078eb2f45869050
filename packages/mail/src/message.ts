/** One outgoing e-mail: plain text, optional HTML alternative and extra headers. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};
