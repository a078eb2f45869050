import type { User } from "@keen/contracts";

export type CurrentUser = {
  /** True while the OIDC session or the member record is loading. */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** The member record from `GET /User/me` (spec §3 userData), once loaded. */
  userData: User | undefined;
  user_id: string | undefined;
  email: string | undefined;
  isAdmin: boolean;
};

/** STUB: auth + member state. */
export function useCurrentUser(): CurrentUser {
  return {
    isLoading: false,
    isAuthenticated: false,
    userData: undefined,
    user_id: undefined,
    email: undefined,
    isAdmin: false,
  };
}

/** STUB: starts login / signup redirects (returning to `redirectTo`, default current path + query) and logout. */
export function useAuthActions() {
  return {
    signIn: async (_redirectTo?: string) => {},
    signUp: async (_redirectTo?: string) => {},
    signOut: async () => {},
  };
}
