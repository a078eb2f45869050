import { z } from "zod";

/** `GET /health`: the process is alive. */
export const HealthResponseSchema = z.object({
  status: z.literal("ok"),
  service: z.string(),
  uptimeSeconds: z.number(),
});

/** `GET /ready`: every dependency answers (503 with the failing ones otherwise). */
export const ReadyResponseSchema = z.object({
  status: z.enum(["ready", "unavailable"]),
  service: z.string(),
  checks: z.record(z.string(), z.enum(["ok", "failing"])),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;
