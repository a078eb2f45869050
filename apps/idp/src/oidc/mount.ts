import type { FastifyInstance } from "fastify";
import type Provider from "oidc-provider";

/**
 * Hands every request no Fastify route claimed to oidc-provider (discovery, /auth, /token,
 * /jwks, /me, /session/end, ...). The scope has no body parsers, so oidc-provider reads the
 * untouched request stream itself.
 */
export async function mountProvider(scope: FastifyInstance, options: { provider: Provider }) {
  const callback = options.provider.callback();
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));
  scope.all("/*", (request, reply) => {
    reply.hijack();
    void callback(request.raw, reply.raw);
  });
}
