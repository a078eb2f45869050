import { interactionPolicy, type KoaContextWithOIDC } from "oidc-provider";

const { Check, Prompt, base } = interactionPolicy;

/** Shown to the app (error_description) when an unverified account tries to continue. */
export const verifyEmailMessage =
  "Please verify your email address before continuing. We sent you a verification link.";

/**
 * The interaction policy: oidc-provider's login and consent prompts, plus
 * - login also when the session's account no longer exists (deleted meanwhile), and
 * - `verify_email` between them: a signed-in but unverified account is not given a code;
 *   the interaction finishes with access_denied, and the session stays so that a new
 *   authorization request succeeds without a password once the emailed link was clicked.
 */
export function buildInteractionPolicy() {
  const policy = base();
  policy
    .get("login")
    ?.checks.add(
      new Check("account_missing", "End-User account no longer exists", (ctx: KoaContextWithOIDC) =>
        ctx.oidc.session?.accountId && !ctx.oidc.account ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT,
      ),
    );
  const verifyEmail = new Prompt(
    { name: "verify_email", requestable: false },
    new Check("email_unverified", verifyEmailMessage, "access_denied", (ctx: KoaContextWithOIDC) =>
      ctx.oidc.account && ctx.oidc.account.emailVerified !== true
        ? Check.REQUEST_PROMPT
        : Check.NO_NEED_TO_PROMPT,
    ),
  );
  policy.add(verifyEmail, 1);
  return policy;
}
