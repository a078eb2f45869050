import Provider, { type Configuration, errors, type KoaContextWithOIDC } from "oidc-provider";
import { findAccountById } from "../accounts";
import type { IdpContext } from "../context";
import { findPlatformStanding } from "../platform-standing";
import { createAdapterFactory } from "./adapter";
import { accessTokenClaims, accountClaims } from "./claims";
import { apiScopes, createLoadExistingGrant } from "./grants";
import type { SigningKeys } from "./keys";
import { buildInteractionPolicy } from "./policy";
import { createProviderViews } from "./views";

const day = 24 * 60 * 60;
/** Access tokens live ten minutes: a stolen one is short-lived, and the web app refreshes silently. */
export const accessTokenTtlSeconds = 10 * 60;

/**
 * The OpenID Connect provider: code + PKCE (S256) only, RS256 ID tokens, JWT access tokens for
 * the API audience, rotating refresh tokens for the one public first-party client, state in
 * PostgreSQL. Pages and forms live in Fastify routes; this only wires the protocol.
 */
export function createProvider(ctx: IdpContext, keys: SigningKeys): Provider {
  const { config, db } = ctx;
  const { audience, appUrl } = config;
  const appOrigin = new URL(appUrl).origin;
  const views = createProviderViews(config);

  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    clients: [
      {
        client_id: config.clientId,
        client_name: "KEEN Cards",
        application_type: "web",
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: [`${appUrl}/auth/callback`],
        post_logout_redirect_uris: [`${appUrl}/`],
      },
    ],
    jwks: keys,
    responseTypes: ["code"],
    clientAuthMethods: ["none"],
    cookies: {
      keys: config.cookieKeys,
      names: { session: "keen_idp_session", interaction: "keen_idp_interaction", resume: "keen_idp_resume" },
      long: { signed: true, httpOnly: true, sameSite: "lax" },
      short: { signed: true, httpOnly: true, sameSite: "lax" },
    },
    scopes: ["openid", "offline_access", "profile", "email"],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "name", "updated_at"],
    },
    // ID tokens carry the profile and email claims (the web app reads them, as with hosted providers).
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub, token) {
      const account = await findAccountById(db, sub);
      if (!account) return undefined;
      // Exchanging a code or a refresh token for new tokens fails while the member is suspended.
      if (token && (await findPlatformStanding(db, sub)).suspension) return undefined;
      return {
        accountId: account.id,
        emailVerified: account.emailVerified,
        claims: () => accountClaims(account),
      };
    },
    extraParams: {
      screen_hint: null,
      // The app page to come back to after email verification (validated where it is used).
      return_to: null,
      // Auth0-style `audience`: accepted when it names our API (the only resource server).
      async audience(_ctx, value) {
        if (value !== undefined && value !== audience) throw new errors.InvalidTarget("unknown audience");
      },
    },
    async extraTokenClaims(koa, token) {
      if (token.kind !== "AccessToken" || !("accountId" in token) || !token.accountId) return undefined;
      const account = await findAccountById(db, token.accountId);
      if (!account) return undefined;
      // `sid` (the login session's uid) lets the management API keep the caller's own session when
      // a password change ends the others; `auth_time` tells it whether the caller signed in recently.
      const { AuthorizationCode, RefreshToken } = koa.oidc.entities;
      const authTime = AuthorizationCode?.authTime ?? RefreshToken?.authTime;
      return {
        ...accessTokenClaims(account),
        ...("sessionUid" in token && token.sessionUid ? { sid: token.sessionUid } : {}),
        ...(authTime ? { auth_time: authTime } : {}),
      };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: views.logoutSource,
        postLogoutSuccessSource: views.postLogoutSuccessSource,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx, _client, oneOf) => {
          if (oneOf) return oneOf.includes(audience) ? audience : oneOf;
          return audience;
        },
        // Codes and refresh tokens keep their API audience without repeating `resource`.
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: apiScopes,
            audience,
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: "jwt",
            jwt: { sign: { alg: "RS256" } },
          };
        },
      },
    },
    enabledJWA: { idTokenSigningAlgValues: ["RS256"] },
    pkce: { required: () => true },
    interactions: {
      policy: buildInteractionPolicy(),
      url: async (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    loadExistingGrant: createLoadExistingGrant(audience),
    // The public client gets refresh tokens even without prompt=consent (which oidc-provider
    // otherwise requires for offline_access); they rotate on every use and end with the session.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    rotateRefreshToken: true,
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string) => origin === appOrigin,
    renderError: views.renderError,
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * day,
      Grant: 14 * day,
      RefreshToken: (ctx) => {
        // A rotated token keeps the original's absolute expiry.
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        return rotated ? rotated.remainingTTL : 14 * day;
      },
    },
  };

  const provider = new Provider(config.issuer, configuration);
  provider.proxy = config.trustProxy;
  provider.use(forgetCodeOfFailedExchange);
  provider.on("server_error", (_koa, error) => ctx.log.error({ err: error }, "oidc-provider error"));
  return provider;
}

/**
 * An authorization code whose exchange failed (wrong `redirect_uri` or PKCE verifier, ...) is
 * destroyed before the error is answered, so it cannot be tried again (oidc-provider keeps it).
 */
async function forgetCodeOfFailedExchange(koa: KoaContextWithOIDC, next: () => Promise<void>) {
  await next();
  if (koa.oidc?.route !== "token" || koa.status < 400) return;
  const { grant_type: grantType, code } = koa.oidc.params ?? {};
  if (grantType !== "authorization_code" || typeof code !== "string" || !code) return;
  const found = await koa.oidc.provider.AuthorizationCode.find(code, { ignoreExpiration: true });
  await found?.destroy();
}
