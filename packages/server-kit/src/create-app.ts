import { randomUUID } from "node:crypto";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { TrustProxy } from "./env";
import { registerErrorHandling } from "./error-handler";
import { ProbeQuietLogController } from "./probe-logging";
import { refuseUnstorableText } from "./unstorable-text";

/** A Fastify instance whose routes take zod schemas for requests and responses. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type BaseAppOptions = {
  logLevel: string;
  trustProxy: TrustProxy;
  /** Largest JSON body accepted, in bytes (default 1 MiB). */
  bodyLimit?: number;
};

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The common base of our HTTP services: pino JSON logs with request ids (a well-formed incoming
 * `x-request-id` is kept and always echoed; health probes are left out of the info log), zod validation and serialization, JSON bodies only
 * (other content types are a 415 unless a route adds a parser; an empty JSON body reads as "no
 * body"), text PostgreSQL cannot store refused as 400 (a NUL or a lone surrogate), and the shared
 * error and not-found handlers.
 */
export function createBaseApp(options: BaseAppOptions): ZodApp {
  const app = Fastify({
    logger: {
      level: options.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie"],
    },
    trustProxy: options.trustProxy,
    logController: new ProbeQuietLogController(),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  // Clients that send `Content-Type: application/json` on a body-less POST get "no body"
  // instead of a parse error; routes that need a body still reject it by schema.
  const parseJson = app.getDefaultJsonParser("error", "error");
  // A JSON API: anything but JSON (and what a route adds, e.g. multipart) is a 415.
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    return parseJson(request, text, done);
  });

  refuseUnstorableText(app);
  registerErrorHandling(app);
  return app;
}
