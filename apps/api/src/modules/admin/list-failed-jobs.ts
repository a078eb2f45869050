import type { FailedJobsPage, FailedJobsQuery } from "@keen/contracts";
import { type FailedJobsAfter, type Jobs, listFailedJobs } from "@keen/jobs";
import { validation } from "../../lib/errors";
import { presentFailedJob } from "./jobs.presenter";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function encodeCursor(after: FailedJobsAfter): string {
  return Buffer.from(JSON.stringify([new Date(after.failedOn).toISOString(), after.id])).toString(
    "base64url",
  );
}

/** The failure time and id a cursor continues after; anything else is a 400 naming `cursor`. */
function decodeCursor(cursor: string): FailedJobsAfter {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    parsed = null;
  }
  const [at, id] = Array.isArray(parsed) ? parsed : [];
  const failedOn = typeof at === "string" ? new Date(at) : new Date(Number.NaN);
  if (Number.isNaN(failedOn.getTime()) || typeof id !== "string" || !uuidPattern.test(id)) {
    throw validation("cursor", "must be a nextCursor from a previous page of failed jobs");
  }
  return { failedOn, id };
}

/** `GET /Admin/Jobs/Failed`: one page of failed jobs, newest failure first, and where the next starts. */
export async function listFailedJobPage(jobs: Jobs, query: FailedJobsQuery): Promise<FailedJobsPage> {
  const rows = await listFailedJobs(jobs, {
    limit: query.limit + 1,
    queue: query.queue,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentFailedJob),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}
