import type { FastifyReply, FastifyRequest } from "fastify";
import type { IdpContext } from "../context";
import { ensureCsrfToken } from "../lib/csrf";
import { messagePage } from "../pages/message";

/** Page props shared by the self-service pages, including a CSRF token for their forms. */
export function selfServiceBasics(ctx: IdpContext, request: FastifyRequest, reply: FastifyReply) {
  return {
    csrf: ensureCsrfToken(request, reply, ctx.config.issuer.startsWith("https:")),
    supportEmail: ctx.config.supportEmail,
    homeUrl: ctx.config.appUrl,
  };
}

/** The page for a link that is unknown, used or expired. */
export function expiredLinkPage(
  ctx: IdpContext,
  options: { title: string; body: string; retry: { href: string; label: string } },
): string {
  return messagePage({
    title: options.title,
    body: options.body,
    tone: "warning",
    action: options.retry,
    secondary: { href: ctx.config.appUrl, label: "Back to KEEN Cards" },
    supportEmail: ctx.config.supportEmail,
    homeUrl: ctx.config.appUrl,
  });
}

/** Message shown when a form's CSRF token is missing or stale. */
export const staleFormMessage = "This form expired. Please submit it again.";
