import { describe, expect, it } from "vitest";
import { formatDate, formatLongDate, formatTime } from "./format-date";
import { formatDateTime, formatRelativeTime } from "./format-relative-time";

describe("formatDate", () => {
  it("writes day, short month and year in the browser's time zone", () => {
    const date = new Date(2026, 10, 12, 9, 30);
    expect(formatDate(date.toISOString())).toBe("12 Nov 2026");
    expect(formatDate(new Date(2026, 0, 3).toISOString())).toBe("3 Jan 2026");
  });

  it("is empty for a missing or malformed date", () => {
    expect(formatDate(undefined)).toBe("");
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });

  it("spells the month out and writes a 24-hour time", () => {
    const date = new Date(2026, 8, 5, 7, 4);
    expect(formatLongDate(date)).toBe("5 September 2026");
    expect(formatTime(date)).toBe("07:04");
    expect(formatDateTime(date.toISOString())).toBe("5 September 2026 at 07:04");
  });
});

describe("formatRelativeTime", () => {
  const now = new Date(2026, 10, 20, 12, 0).getTime();
  const before = (ms: number) => new Date(now - ms).toISOString();
  const minute = 60_000;

  it("counts minutes, hours and days back, in words for the nearest", () => {
    expect(formatRelativeTime(before(20_000), now)).toBe("just now");
    expect(formatRelativeTime(before(minute), now)).toBe("1 minute ago");
    expect(formatRelativeTime(before(5 * minute), now)).toBe("5 minutes ago");
    expect(formatRelativeTime(before(60 * minute), now)).toBe("1 hour ago");
    expect(formatRelativeTime(before(23 * 60 * minute), now)).toBe("23 hours ago");
    expect(formatRelativeTime(before(25 * 60 * minute), now)).toBe("yesterday");
    expect(formatRelativeTime(before(4 * 24 * 60 * minute), now)).toBe("4 days ago");
  });

  it("gives the calendar date from a week on, and nothing for a malformed date", () => {
    expect(formatRelativeTime(before(8 * 24 * 60 * minute), now)).toBe("12 Nov 2026");
    expect(formatRelativeTime("nope", now)).toBe("");
    expect(formatDateTime("nope")).toBe("");
  });

  it("treats a time in the future as just now", () => {
    expect(formatRelativeTime(new Date(now + 5 * minute).toISOString(), now)).toBe("just now");
  });
});
