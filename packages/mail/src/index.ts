import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

import type { MailMessage } from "./message";

export { composeMail, type MailContent } from "./compose";
export type { MailMessage } from "./message";
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * Sends mail through SMTP when `smtpUrl` is set; otherwise writes each message as an RFC 822
 * `.eml` file into `outboxDir`, named `<timestamp>-<id>.eml` so the newest sorts last.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[-:.]/g, "").replace("T", "-").replace("Z", "");
      const name = `${stamp}-${randomBytes(4).toString("hex")}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
  };
}

export type OutboxEntry = { file: string; to: string; subject: string; date: string; text: string };

/** Lists the messages of a local outbox, newest last. */
export async function listOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const emls = files.filter((f) => f.endsWith(".eml")).sort();
  return Promise.all(
    emls.map(async (file) => parseEml(file, await readFile(path.join(outboxDir, file), "utf8"))),
  );
}

/** Parses the headers and plain-text body of a message written by the outbox transport. */
export function parseEml(file: string, raw: string): OutboxEntry {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  return {
    file,
    to: headers.get("to") ?? "",
    subject: decodeHeader(headers.get("subject") ?? ""),
    date: headers.get("date") ?? "",
    text: extractText(rest.join("\n\n")),
  };
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
    enc.toLowerCase() === "b"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Returns the text/plain part of a (possibly multipart) body, decoded. */
function extractText(body: string): string {
  const parts = body.split(/\n--[^\n]+\n/);
  const plain = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? body;
  const [partHead = "", ...partBody] = plain.split(/\n\n/);
  const content = /content-type:/i.test(partHead) ? partBody.join("\n\n") : plain;
  if (/content-transfer-encoding:\s*quoted-printable/i.test(partHead))
    return decodeQuotedPrintable(content).trim();
  if (/content-transfer-encoding:\s*base64/i.test(partHead))
    return Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8").trim();
  return content.replace(/\n--[^\n]+--\s*$/, "").trim();
}

/** Finds the first http(s) URL in a message body (tests follow emailed links with it). */
export function findLink(text: string, contains = ""): string | undefined {
  return text.match(/https?:\/\/[^\s<>"]+/g)?.find((u) => u.includes(contains));
}
