import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

const PROBE_PATH = /^\/(health|ready|metrics)(\?|$)/;

/** True for a load balancer's or orchestrator's probe (`GET /health`, `GET /ready`) or a Prometheus scrape (`GET /metrics`). */
export function isProbeRequest(request: { url: string }): boolean {
  return PROBE_PATH.test(request.url);
}

/**
 * Fastify's request log lines, with health probes and scrapes at debug instead of info: balancers and
 * Prometheus poll every few seconds and would drown the log. A probe that fails with an error is still logged as one.
 */
export class ProbeQuietLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>) {
    if (isProbeRequest(request)) {
      request.log.debug({ req: request }, "incoming probe");
      return;
    }
    super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (!error && isProbeRequest(request)) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "probe answered");
      return;
    }
    super.requestCompleted(error, request, reply, metadata);
  }
}
