import { UserManager, type UserManagerSettings, WebStorageStateStore } from "oidc-client-ts";
import type { Env } from "./env";
import { oidcBaseSettings, registerUserManager } from "./oidc";

/**
 * The OIDC client proper (oidc-client-ts), loaded only when there is a session to restore, a
 * sign-in callback to finish, or a sign-in / sign-out to start (`oidc.ts`, `app/auth-provider.tsx`).
 */

/** The settings of `oidcBaseSettings` plus where tokens live: local storage. */
export function createOidcSettings(env: Env, origin = window.location.origin): UserManagerSettings {
  return {
    ...oidcBaseSettings(env, origin),
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  };
}

let userManager: UserManager | undefined;

/** The one UserManager of the page, shared by the AuthProvider and the API clients. */
export function getUserManager(env: Env): UserManager {
  if (!userManager) {
    userManager = new UserManager(createOidcSettings(env));
    registerUserManager(userManager);
  }
  return userManager;
}
