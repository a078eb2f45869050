import path from "node:path";
import { findLink, listOutbox } from "@keen/mail";
import type { FastifyInstance } from "fastify";
import type { IdpConfig } from "../config";
import { outboxPage } from "../pages/outbox";

/**
 * The development outbox: `/dev/outbox` (page) and `/dev/outbox.json`
 * (`{ messages: [{ file, to, subject, date, text, links }] }`, newest first). 404 in production.
 */
export function registerOutboxRoutes(app: FastifyInstance, config: IdpConfig): void {
  const outboxDir = path.join(config.dataDir, "outbox");
  const notFound = { message: "Not found.", code: "not_found" };
  const newestFirst = async () => (await listOutbox(outboxDir)).reverse();

  app.get("/dev/outbox", async (_request, reply) => {
    if (config.isProduction) return reply.code(404).send(notFound);
    return reply
      .type("text/html")
      .send(outboxPage({ messages: await newestFirst(), homeUrl: config.appUrl }));
  });

  app.get("/dev/outbox.json", async (_request, reply) => {
    if (config.isProduction) return reply.code(404).send(notFound);
    const messages = (await newestFirst()).map((message) => ({ ...message, links: allLinks(message.text) }));
    return reply.header("cache-control", "no-store").send({ messages });
  });
}

function allLinks(text: string): string[] {
  const links: string[] = [];
  let rest = text;
  for (let link = findLink(rest); link; link = findLink(rest)) {
    links.push(link);
    rest = rest.slice(rest.indexOf(link) + link.length);
  }
  return links;
}
