import type { KoaContextWithOIDC } from "oidc-provider";
import type { IdpConfig } from "../config";
import { errorPage } from "../pages/error";
import { logoutPage } from "../pages/logout";
import { messagePage } from "../pages/message";

const friendlyErrors: Record<string, string> = {
  invalid_request: "This sign-in request is invalid or has expired.",
  invalid_client: "This application is not registered with KEEN Cards.",
  invalid_redirect_uri: "This sign-in request does not come from a known address.",
  session_not_found: "Your sign-in took too long and has expired.",
};

/** The styled pages oidc-provider renders itself: logout confirmation, logged out, errors. */
export function createProviderViews(config: IdpConfig) {
  const common = { supportEmail: config.supportEmail, homeUrl: config.appUrl };
  return {
    async logoutSource(ctx: KoaContextWithOIDC, form: string) {
      ctx.type = "html";
      ctx.body = logoutPage({ form, ...common });
    },
    async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
      ctx.type = "html";
      ctx.body = messagePage({
        title: "You're logged out",
        body: "You have been logged out of KEEN Cards on this device.",
        tone: "success",
        action: { href: config.appUrl, label: "Back to KEEN Cards" },
        ...common,
      });
    },
    async renderError(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) {
      ctx.type = "html";
      const intro = friendlyErrors[out.error] ?? "We couldn't complete this sign-in request.";
      ctx.body = errorPage({
        title: "We couldn't sign you in",
        message: `${intro} Please go back to KEEN Cards and try again.`,
        detail: out.error_description ? `${out.error}: ${out.error_description}` : out.error,
        ...common,
      });
    },
  };
}
