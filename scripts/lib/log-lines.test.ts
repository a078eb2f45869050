import { describe, expect, it } from "vitest";
import { createLogLineFormatter } from "./log-lines";

const logLine = JSON.stringify({
  level: 30,
  time: Date.UTC(2026, 10, 28, 9, 30, 5),
  pid: 42,
  hostname: "box",
  reqId: "req-1",
  msg: "request completed",
});

describe("npm start's log lines", () => {
  it("shows a service's JSON log line readably in development: level, message and its fields", () => {
    const format = createLogLineFormatter({}, { isColored: false });
    const shown = format(logLine);
    expect(shown).toMatch(/INFO.*request completed/);
    expect(shown).toContain('"reqId":"req-1"');
    expect(shown).not.toContain("hostname");
    expect(shown).not.toContain("\n");
  });

  it("passes lines that are not log lines as they are", () => {
    const format = createLogLineFormatter({}, { isColored: false });
    expect(format("Server listening at http://127.0.0.1:5000")).toBe(
      "Server listening at http://127.0.0.1:5000",
    );
    expect(format("{not json")).toBe("{not json");
  });

  it("keeps JSON in production, or when asked for", () => {
    expect(createLogLineFormatter({ NODE_ENV: "production" }, { isColored: false })(logLine)).toBe(logLine);
    expect(createLogLineFormatter({ LOG_FORMAT: "json" }, { isColored: false })(logLine)).toBe(logLine);
  });
});
