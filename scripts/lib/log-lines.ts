import { prettyFactory } from "pino-pretty";
import type { StackEnv } from "./env";

/**
 * How a service's output line is shown by `npm start`: the services log JSON (pino), which is
 * what production keeps (`NODE_ENV=production`, or `LOG_FORMAT=json` to ask for it); in
 * development each JSON log line is shown by pino-pretty (time, level, message, then the fields),
 * and anything that is not a log line passes as it is.
 */
export function createLogLineFormatter(
  env: StackEnv,
  options: { isColored: boolean },
): (line: string) => string {
  if (env.NODE_ENV === "production" || env.LOG_FORMAT === "json") return (line) => line;
  const pretty = prettyFactory({
    colorize: options.isColored,
    translateTime: "SYS:HH:MM:ss.l",
    ignore: "pid,hostname",
    singleLine: true,
  });
  return (line) => {
    if (!line.startsWith("{") || !line.includes('"level"')) return line;
    try {
      return pretty(line).replace(/\n$/, "");
    } catch {
      return line;
    }
  };
}
