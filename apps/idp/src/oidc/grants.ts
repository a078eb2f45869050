import type { KoaContextWithOIDC } from "oidc-provider";

/** Scopes the first-party web app is granted without a consent screen. */
export const firstPartyScopes = "openid profile email offline_access";
/** Scopes an API access token carries (like a hosted provider's API tokens). */
export const apiScopes = "openid profile email";

/**
 * `loadExistingGrant` for our own first-party client: no consent screen. The grant (new or
 * existing) always covers the OIDC scopes and the API resource, so the consent prompt never asks.
 */
export function createLoadExistingGrant(audience: string) {
  return async (ctx: KoaContextWithOIDC) => {
    const { client, session, account, result } = ctx.oidc;
    if (!client || !account) return undefined;
    const grantId = result?.consent?.grantId ?? session?.grantIdFor(client.clientId);
    let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
    if (grant && grant.accountId !== account.accountId) grant = undefined;
    grant ??= new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: account.accountId });
    grant.addOIDCScope(firstPartyScopes);
    grant.addResourceScope(audience, apiScopes);
    await grant.save();
    return grant;
  };
}
