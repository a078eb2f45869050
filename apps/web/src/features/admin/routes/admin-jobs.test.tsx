import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "@/test/member-fixtures";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { Component as AdminJobs } from "./admin-jobs";

beforeAll(() => installTestEnv());

const failedJob = {
  id: "60000000-0000-4000-8000-000000000001",
  name: "notifications.email",
  attempts: 6,
  retryLimit: 5,
  error: "SMTP said no",
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  failedAt: new Date(Date.now() - 600_000).toISOString(),
};

function scenario(failed = [failedJob]) {
  let remaining = failed;
  return mockApi({
    "GET /User/me": () => ({ status: 200, data: buildMember({ role: "admin" }) }),
    "GET /Admin/Jobs": () => ({
      status: 200,
      data: {
        queues: [
          {
            name: "notifications.email",
            waiting: 2,
            active: 0,
            failed: remaining.length,
            completedLastDay: 41,
          },
        ],
        schedules: [
          {
            name: "reviews.release-stale-claims",
            cron: "41 * * * *",
            timezone: "UTC",
            lastRunAt: null,
            nextRunAt: new Date(Date.now() + 1_800_000).toISOString(),
          },
        ],
      },
    }),
    "GET /Admin/Jobs/Failed": () => ({ status: 200, data: { items: remaining, nextCursor: null } }),
    [`POST /Admin/Jobs/${failedJob.id}/Retry`]: () => {
      remaining = [];
      return { status: 204, data: null };
    },
  });
}

const renderPage = () =>
  renderApp({
    routes: [{ path: "/admin/jobs", Component: AdminJobs }],
    path: "/admin/jobs",
    identity: { sub: "sub-admin", email: "admin@example.com" },
  });

describe("/admin/jobs", () => {
  it("shows the queues' counts, the failed jobs with their error and attempts, and the schedules", async () => {
    scenario();
    renderPage();
    const row = await screen.findByRole("row", { name: /notifications\.email/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["2", "0", "1", "41"]);
    const failed = await screen.findByRole("list", { name: "Failed jobs" });
    expect(within(failed).getByText("SMTP said no")).toBeInTheDocument();
    expect(within(failed).getByText(/6 attempts/)).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Schedules" })).toHaveTextContent("reviews.release-stale-claims");
  });

  it("retries a failed job and says so", async () => {
    const requests = scenario();
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole("button", { name: `Retry notifications.email job ${failedJob.id}` }),
    );
    expect(await screen.findByText("No failed jobs")).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((r) => r.method === "post" && r.url?.endsWith("/Retry"))).toBe(true),
    );
  });

  it("says what to expect when nothing failed", async () => {
    scenario([]);
    renderPage();
    expect(await screen.findByText("No failed jobs")).toBeInTheDocument();
  });
});
