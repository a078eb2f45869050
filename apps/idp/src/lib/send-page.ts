import type { FastifyReply } from "fastify";

/** Sends an HTML page. */
export function sendPage(reply: FastifyReply, page: string, status = 200): FastifyReply {
  return reply.code(status).type("text/html").send(page);
}
