import type { ChatMessage } from "@keen/contracts";

/** Messages this close together from one sender read as one run (one name, one time). */
const RUN_GAP_MS = 10 * 60_000;

/** A message placed in the thread: whether it starts a day, starts a run, or ends one. */
export type PlacedMessage = {
  message: ChatMessage;
  /** Set on the first message of a calendar day: the day's label. */
  day: string | undefined;
  isRunStart: boolean;
  isRunEnd: boolean;
};

const dayFormat = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long" });
const yearFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });

/** "Today", "Yesterday", "Monday 9 November", or with the year when it is not this year. */
export function dayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(date)) / 86_400_000);
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  return date.getFullYear() === now.getFullYear() ? dayFormat.format(date) : yearFormat.format(date);
}

const sameSender = (a: ChatMessage, b: ChatMessage) =>
  (a.sender?.userId ?? null) === (b.sender?.userId ?? null);
const gap = (a: ChatMessage, b: ChatMessage) => Math.abs(Date.parse(b.createdAt) - Date.parse(a.createdAt));
const localDay = (iso: string) => new Date(iso).toDateString();

/** Lays out messages oldest → newest with day separators and sender runs. */
export function placeMessages(messages: readonly ChatMessage[], now = new Date()): PlacedMessage[] {
  return messages.map((message, index) => {
    const previous = messages[index - 1];
    const next = messages[index + 1];
    const isNewDay = !previous || localDay(previous.createdAt) !== localDay(message.createdAt);
    const continuesFrom = (a: ChatMessage | undefined, b: ChatMessage | undefined) =>
      !!a &&
      !!b &&
      sameSender(a, b) &&
      gap(a, b) < RUN_GAP_MS &&
      localDay(a.createdAt) === localDay(b.createdAt);
    return {
      message,
      day: isNewDay ? dayLabel(message.createdAt, now) : undefined,
      isRunStart: !continuesFrom(previous, message),
      isRunEnd: !continuesFrom(message, next),
    };
  });
}
