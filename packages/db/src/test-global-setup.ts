import type { TestProject } from "vitest/node";
import { startTestPostgres } from "./testing";

/** Starts one embedded PostgreSQL for the whole vitest run and hands its URL to every test file. */
export default async function setup(project: TestProject) {
  const { adminUrl, stop } = await startTestPostgres();
  project.provide("pgAdminUrl", adminUrl);
  return stop;
}
